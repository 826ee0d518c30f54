/** The kinds of recipient a notice may be sent to besides everyone. */
export type RecipientKind = 'user' | 'department' | 'role';
export const RECIPIENT_KINDS: readonly RecipientKind[] = ['user', 'department', 'role'];

/** A notice's chosen recipients by kind; all empty means everyone. */
export type NoticeRecipients = Record<RecipientKind, string[]>;

export const noRecipients = (): NoticeRecipients => ({ user: [], department: [], role: [] });

const SEPARATOR = '--';

/**
 * The chosen recipients of a notice as the server answers them: "id--user,id--department,
 * id--role", JNPF's encoding. A company counts with the departments (both are organisations);
 * a bare id is a user. Kinds this form does not offer are left out.
 */
export function recipientsOf(toUserIds: string | null | undefined): NoticeRecipients {
  const recipients = noRecipients();
  for (const entry of (toUserIds ?? '').split(',')) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const at = trimmed.lastIndexOf(SEPARATOR);
    const id = at < 0 ? trimmed : trimmed.slice(0, at);
    const suffix = at < 0 ? 'user' : trimmed.slice(at + SEPARATOR.length);
    const kind = suffix === 'company' ? 'department' : suffix;
    if (kind === 'user' || kind === 'department' || kind === 'role') recipients[kind].push(id);
  }
  return recipients;
}

/** The recipients as the server takes them; '' (everyone) when none are chosen. */
export const toUserIdsOf = (recipients: NoticeRecipients): string =>
  RECIPIENT_KINDS.flatMap((kind) => recipients[kind].map((id) => `${id}${SEPARATOR}${kind}`)).join(',');

export const hasRecipients = (recipients: NoticeRecipients | undefined): boolean =>
  recipients !== undefined && RECIPIENT_KINDS.some((kind) => recipients[kind].length > 0);

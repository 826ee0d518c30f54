/**
 * The kinds of grant as the authorization screen names them (JNPF's steps), and the item type
 * each is stored under: data schemes travel as `resource`.
 */
export const GRANT_KINDS = ['module', 'button', 'column', 'form', 'resource'] as const;
export type GrantKind = (typeof GRANT_KINDS)[number];
export type ItemKind = Exclude<GrantKind, 'module'>;
export const ITEM_KINDS: readonly ItemKind[] = ['button', 'column', 'form', 'resource'];

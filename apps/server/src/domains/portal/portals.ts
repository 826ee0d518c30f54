import { EMPTY_PORTAL, MenuType, validatePortal } from '@formwork/schema';
import { checkRule, ENTRY_TAIL, type EntryInput, entryValues } from '../../crud/entry.js';
import { keywordPage } from '../../crud/keyword-page.js';
import type { Paging } from '../../crud/paging.js';
import { stamped } from '../../crud/times.js';
import { checkCodeFree, insertWithCode, updateWithCode } from '../../crud/unique-code.js';
import type { Db } from '../../db/database.js';
import { badField, badRequest } from '../../http/envelope.js';
import { designProblemMessage, t } from '../../http/i18n/index.js';
import { parseJsonText } from '../../http/json-text.js';
import { type Authorization, canAccess } from '../authorization/index.js';
import { unreadNoticeCount } from '../message/index.js';

/** The menu entry of the 门户设计 screen. */
export const PORTAL_MODULE = 'onlineDev.portal';

export interface PortalInput extends EntryInput {
  category?: string;
  enabledLock?: number;
  /** The portal schema as JSON text; a new portal without one starts with no cards. */
  formData?: string;
}

const COLUMNS = ['id', 'fullName', 'enCode', 'category', 'type', 'enabledLock', ...ENTRY_TAIL] as const;

/** Portals whose name or code contains the keyword, paged; without their schemas. */
export function listPortals(db: Db, query: Paging & { category?: string }) {
  let base = db.selectFrom('portal');
  if (query.category) base = base.where('category', '=', query.category);
  return keywordPage(base, query, {
    rows: (found) => found.select(COLUMNS).orderBy('sortCode').orderBy('creatorTime', 'desc').orderBy('id'),
    show: (rows) => rows.map(stamped),
  });
}

/** Enabled portals to choose one from (a menu entry of type 8, the home page). */
export async function portalChoices(db: Db) {
  return db
    .selectFrom('portal')
    .select(['id', 'fullName', 'enCode', 'category'])
    .where('enabledMark', '=', 1)
    .orderBy('sortCode')
    .orderBy('fullName')
    .orderBy('id')
    .execute();
}

/** The portal a menu entry of type 8 opens, as its propertyJson names it. */
function openedPortal(propertyJson: string): string | undefined {
  try {
    const moduleId = (JSON.parse(propertyJson) as { moduleId?: unknown } | null)?.moduleId;
    return typeof moduleId === 'string' ? moduleId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The portals a user may see: every one for whoever may open the 门户设计 screen (it lists them
 * all; administrators always may), otherwise those their granted menu entries of type 8 open.
 * Answers undefined for "every one".
 */
function portalsSeenBy(authorization: Authorization): ReadonlySet<string> | undefined {
  if (canAccess(authorization, { module: PORTAL_MODULE })) return undefined;
  return new Set(
    authorization.modules
      .filter((module) => module.type === MenuType.portal)
      .map((module) => openedPortal(module.propertyJson))
      .filter((id): id is string => id !== undefined),
  );
}

/** The enabled portals a user may see, to choose their home page's from. */
export async function visiblePortals(db: Db, authorization: Authorization) {
  const seen = portalsSeenBy(authorization);
  const choices = await portalChoices(db);
  return seen ? choices.filter((portal) => seen.has(portal.id)) : choices;
}

/**
 * The portal the user's home page shows: their own choice while it still exists, is enabled and
 * is one they may see; otherwise none, and the home page is the ordinary workspace. JNPF has no
 * system-wide default portal to fall back to.
 */
export async function homePortalId(db: Db, authorization: Authorization, chosen: string): Promise<string> {
  if (!chosen) return '';
  const seen = portalsSeenBy(authorization);
  if (seen && !seen.has(chosen)) return '';
  const enabled = await db
    .selectFrom('portal')
    .select('id')
    .where('id', '=', chosen)
    .where('enabledMark', '=', 1)
    .executeTakeFirst();
  return enabled ? chosen : '';
}

/** Makes a portal the user may see their home page; another id is refused naming `id`. */
export async function setDefaultPortal(
  db: Db,
  authorization: Authorization,
  userId: string,
  portalId: string,
): Promise<void> {
  if (!(await homePortalId(db, authorization, portalId))) throw badField('id', 'portal.notChoosable');
  await db.updateTable('users').set({ portalId }).where('id', '=', userId).execute();
}

/** The user's home page is the ordinary workspace again. */
export async function clearDefaultPortal(db: Db, userId: string): Promise<void> {
  await db.updateTable('users').set({ portalId: '' }).where('id', '=', userId).execute();
}

async function findPortal(db: Db, id: string) {
  const row = await db
    .selectFrom('portal')
    .select([...COLUMNS, 'formData'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw badRequest(t('portal.notFound'));
  return row;
}

/** One portal with its schema, to edit. */
export async function getPortal(db: Db, id: string) {
  return stamped(await findPortal(db, id));
}

/**
 * What a portal shows: its schema. A disabled portal shows nothing, so an entry opening it shows
 * the empty dashboard rather than an error.
 */
export async function portalForDisplay(db: Db, id: string) {
  const row = await findPortal(db, id);
  const formData =
    row.enabledMark === 1 ? row.formData || JSON.stringify(EMPTY_PORTAL) : JSON.stringify(EMPTY_PORTAL);
  return { id: row.id, fullName: row.fullName, type: row.type, enabledLock: row.enabledLock, formData };
}

/** The schema text as stored: valid, or a 400 naming the first problem's path. */
function checkedSchema(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const schema = parseJsonText('formData', text);
  const [problem] = validatePortal(schema);
  if (problem) throw badRequest(`formData.${problem.path}: ${designProblemMessage(problem)}`);
  return JSON.stringify(schema);
}

async function checkPortal(db: Db, input: PortalInput, selfId?: string): Promise<string | undefined> {
  checkRule('fullName', 'name', input.fullName.trim());
  checkRule('enCode', 'code', input.enCode);
  const formData = checkedSchema(input.formData);
  await checkCodeFree(db, 'portal', input.enCode, selfId);
  return formData;
}

const values = (input: PortalInput) => ({
  ...entryValues(input),
  category: input.category?.trim() ?? '',
  enabledLock: input.enabledLock ?? 1,
});

export async function createPortal(db: Db, input: PortalInput): Promise<string> {
  const formData = (await checkPortal(db, input)) ?? JSON.stringify(EMPTY_PORTAL);
  return insertWithCode(db, 'portal', { ...values(input), formData });
}

/** An update without formData keeps the stored schema: the list's form does not carry it. */
export async function updatePortal(db: Db, id: string, input: PortalInput): Promise<void> {
  await findPortal(db, id);
  const formData = await checkPortal(db, input, id);
  await updateWithCode(db, 'portal', id, { ...values(input), ...(formData !== undefined && { formData }) });
}

/** A portal a menu entry opens is kept: the entry is changed or removed first. */
export async function deletePortal(db: Db, id: string): Promise<void> {
  await findPortal(db, id);
  const entries = await db
    .selectFrom('module')
    .select(['propertyJson'])
    .where('type', '=', MenuType.portal)
    .execute();
  const opened = entries.some((entry) => {
    try {
      return (JSON.parse(entry.propertyJson) as { moduleId?: unknown })?.moduleId === id;
    } catch {
      return false;
    }
  });
  if (opened) throw badField('id', 'portal.inUse');
  await db.deleteFrom('portal').where('id', '=', id).execute();
}

export type FixedCount = 'users' | 'onlineUsers' | 'unreadMessages';

/** The numbers a count card may show without a data interface. */
export async function fixedCount(db: Db, query: FixedCount, userId: string): Promise<number> {
  if (query === 'users') {
    const row = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
  if (query === 'onlineUsers') {
    const row = await db
      .selectFrom('userSession')
      .select((eb) => eb.fn.count<number>('userId').distinct().as('count'))
      .where('endedAt', 'is', null)
      .where('expiresAt', '>', new Date())
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
  return unreadNoticeCount(db, userId);
}

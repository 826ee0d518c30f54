import type { Db } from '../../db/database.js';
import { type MessageKey, t } from '../../http/i18n/index.js';

/**
 * What an operation did, as the log keeps it: the kind of record (a catalogue word, or the online
 * form's design id), the action, and the record's name or id where the request carried one. Kept
 * as words' keys rather than words, so each reader sees the event in the reader's own language.
 */
export interface OperationEvent {
  action: EventAction;
  /** The record kind's word ('user'), absent for an online form's record. */
  entity?: EntityWord;
  /** The design whose record an online form's request changed. */
  model?: string;
  name?: string;
  id?: string;
}

type EventAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'batchDelete'
  | 'resetPassword'
  | 'state'
  | 'copy'
  | 'release';

/** The records an administrator changes, by the path of their routes under /api/. */
const ENTITIES = new Map([
  ['permission/Users', 'user'],
  ['permission/Organize', 'organize'],
  ['permission/Organize/Department', 'department'],
  ['permission/Position', 'position'],
  ['permission/Role', 'role'],
  ['permission/Group', 'group'],
  ['system/SysConfig', 'sysConfig'],
  ['system/DictionaryType', 'dictionaryType'],
  ['system/DictionaryData', 'dictionaryData'],
  ['system/DataInterface', 'dataInterface'],
  ['system/Area', 'area'],
  ['system/BillRule', 'billRule'],
  ['system/printDev', 'printDev'],
  ['system/Menu', 'menu'],
  ['system/ModuleButton', 'moduleButton'],
  ['system/ModuleColumn', 'moduleColumn'],
  ['system/ModuleForm', 'moduleForm'],
  ['system/ModuleDataAuthorizeScheme', 'dataScheme'],
  ['system/ModuleDataAuthorize', 'dataField'],
  ['visualdev/Base', 'design'],
  ['visualdev/Portal', 'portal'],
  ['message', 'message'],
] as const);
type EntityWord = typeof ENTITIES extends Map<string, infer W> ? W : never;

/** The actions named by a route's last step (`…/:id/Actions/State`). */
const NAMED_ACTIONS = new Map<string, EventAction>([
  ['ResetPassword', 'resetPassword'],
  ['State', 'state'],
  ['Copy', 'copy'],
  ['Release', 'release'],
]);

const ONLINE = 'visualdev/OnlineDev/';
const NAME_LENGTH = 100;

/** The record's own name as the request's body spells it, where the body names one. */
function nameIn(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  for (const field of ['realName', 'fullName', 'title', 'account']) {
    const value = Object.hasOwn(body, field) ? (body as Record<string, unknown>)[field] : undefined;
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, NAME_LENGTH);
  }
  return undefined;
}

const paramOf = (params: unknown, name: string): string | undefined => {
  if (typeof params !== 'object' || params === null || !Object.hasOwn(params, name)) return undefined;
  const value = (params as Record<string, unknown>)[name];
  return typeof value === 'string' && value ? value.slice(0, NAME_LENGTH) : undefined;
};

/**
 * The business event of a change, read from the route as the router matched it (never the URL as
 * spelled), with the record's name from the body where the request carried one. Requests that
 * change nothing a reader would call a record (reads sent as POST, sign-ins) have none.
 */
export function operationEvent(
  method: string,
  routeUrl: string | undefined,
  params: unknown,
  body: unknown,
): OperationEvent | undefined {
  if (!routeUrl?.startsWith('/api/') || method === 'GET' || method === 'HEAD') return undefined;
  const path = routeUrl.slice('/api/'.length);
  if (path.startsWith(ONLINE)) {
    const rest = path.slice(ONLINE.length);
    const model = paramOf(params, 'id');
    if (!model) return undefined;
    const id = paramOf(params, 'dataId');
    if (rest === ':id' && method === 'POST') return { action: 'create', model };
    if (rest === ':id/:dataId' && method === 'PUT') return { action: 'update', model, ...(id && { id }) };
    if (rest === ':id/:dataId' && method === 'DELETE') return { action: 'delete', model, ...(id && { id }) };
    if (rest === 'batchDelete/:id') return { action: 'batchDelete', model };
    return undefined;
  }
  // The longest registered path that the route starts with names the record's kind.
  let prefix = '';
  for (const known of ENTITIES.keys())
    if ((path === known || path.startsWith(`${known}/`)) && known.length > prefix.length) prefix = known;
  const entity = ENTITIES.get(prefix as never);
  if (!entity) return undefined;
  const rest = path.slice(prefix.length).split('/').filter(Boolean);
  const id = paramOf(params, 'id');
  // The settings have no name of their own; their site title is not one.
  const name = entity === 'sysConfig' ? undefined : nameIn(body);
  const record = { entity, ...(name && { name }), ...(id && { id }) };
  if (rest.length === 0 && (method === 'POST' || (method === 'PUT' && entity === 'sysConfig')))
    return { action: method === 'POST' ? 'create' : 'update', ...record };
  if (rest.length === 1 && rest[0] === ':id') {
    if (method === 'PUT') return { action: 'update', ...record };
    if (method === 'DELETE') return { action: 'delete', ...record };
    return undefined;
  }
  if (rest.length === 3 && rest[0] === ':id' && rest[1] === 'Actions') {
    const action = NAMED_ACTIONS.get(rest[2] ?? '');
    return action && { action, ...record };
  }
  return undefined;
}

/** The event as stored beside the request, in the log row's detail. */
export const storedEvent = (event: OperationEvent | undefined): string =>
  event ? JSON.stringify({ event }) : '';

function parsedEvent(detail: string): OperationEvent | undefined {
  if (!detail.startsWith('{"event":')) return undefined;
  try {
    const event = (JSON.parse(detail) as { event?: OperationEvent }).event;
    return event && typeof event.action === 'string' ? event : undefined;
  } catch {
    return undefined;
  }
}

const ACTION_KEYS = new Map<string, MessageKey>([
  ['create', 'sysLog.event.create'],
  ['update', 'sysLog.event.update'],
  ['delete', 'sysLog.event.delete'],
  ['batchDelete', 'sysLog.event.batchDelete'],
  ['resetPassword', 'sysLog.event.resetPassword'],
  ['state', 'sysLog.event.state'],
  ['copy', 'sysLog.event.copy'],
  ['release', 'sysLog.event.release'],
]);

const ENTITY_KEYS = new Map<string, MessageKey>(
  [...ENTITIES.values()].map((word) => [word, `sysLog.entity.${word}` as MessageKey]),
);

/** What a log's rows did, in the reader's language, by the rows' details; '' where no event. */
export async function describeEvents(
  db: Db,
  rows: ReadonlyArray<{ detail: string; account: string | null }>,
): Promise<{ events: string[]; kinds: string[] }> {
  const parsed = rows.map((row) => parsedEvent(row.detail));
  const models = [...new Set(parsed.flatMap((event) => (event?.model ? [event.model] : [])))];
  const designs = new Map(
    models.length === 0
      ? []
      : (await db.selectFrom('visualdev').select(['id', 'fullName']).where('id', 'in', models).execute()).map(
          (row) => [row.id, row.fullName] as const,
        ),
  );
  // A user's reset or state change carries only their id: the name is read while they exist.
  const userIds = [
    ...new Set(
      parsed.flatMap((event) => (event?.entity === 'user' && !event.name && event.id ? [event.id] : [])),
    ),
  ];
  const users = new Map(
    userIds.length === 0
      ? []
      : (await db.selectFrom('users').select(['id', 'realName']).where('id', 'in', userIds).execute()).map(
          (row) => [row.id, row.realName] as const,
        ),
  );
  const kinds = parsed.map((event) => {
    if (!event) return '';
    if (event.model) return designs.get(event.model) ?? t('sysLog.entity.form');
    const key = event.entity && ENTITY_KEYS.get(event.entity);
    return key ? t(key) : '';
  });
  const events = parsed.map((event, index) => {
    const actionKey = event && ACTION_KEYS.get(event.action);
    if (!event || !actionKey) return '';
    const known = event.entity === 'user' && event.id ? users.get(event.id) : undefined;
    const record = event.name ?? known ?? (event.id ? t('sysLog.event.record', { id: event.id }) : '');
    const user = rows[index]?.account ?? '';
    return t(actionKey, { user, entity: kinds[index] ?? '', record })
      .replace(/\s+/g, ' ')
      .trim();
  });
  return { events, kinds };
}

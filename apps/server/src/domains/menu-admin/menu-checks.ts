import { MenuType } from '@formwork/schema';
import type { Db } from '../../db/database.js';
import { badField } from '../../http/envelope.js';
import { parseJsonText } from '../../http/json-text.js';
import type { Module } from '../authorization/index.js';
import { linkedIdOf, publishingDesignOf } from './menu-rows.js';
import { branchOf, ROOT } from './tree.js';

/** What the menu form may set on an entry; ids are the server's. */
export interface MenuInput {
  parentId: string;
  fullName: string;
  /** The name in the other languages; fullName is the Chinese one. */
  fullNameI18n?: { zhtw?: string; en?: string };
  enCode: string;
  icon: string;
  type: number;
  urlAddress?: string;
  /** _self or _blank. */
  linkTarget?: string;
  /** JSON text of an object: moduleId (what a typed entry opens), isTree, iconBackgroundColor ... */
  propertyJson?: string;
  /** What a typed entry opens, sent on its own; it replaces propertyJson's moduleId. */
  moduleId?: string;
  sortCode?: number;
  enabledMark?: number;
  description?: string;
}

/**
 * Codes of a menu's buttons, columns, form fields and data rules: letters, digits, '_', '-' and
 * '.', a dot neither first nor last (btn_add, tableField1-amount). The menu entry's own code keeps
 * every administered entry's rule, which its route schema holds.
 */
const CODE = /^[A-Za-z0-9_-](?:[A-Za-z0-9_.-]*[A-Za-z0-9_-])?$/;

/** Checked only when the code is new or changed, so entries made before the rule still save. */
export function checkCodeFormat(field: string, enCode: string, stored?: string): void {
  if (enCode !== stored && !CODE.test(enCode)) throw badField(field, 'menuAdmin.codeFormat');
}

/** The types whose entry opens something the installation holds, named by propertyJson's moduleId. */
const LINKED_TYPES: ReadonlySet<number> = new Set([
  MenuType.onlineDev,
  MenuType.dictionary,
  MenuType.dataReport,
  MenuType.dataView,
  MenuType.portal,
]);

/** An external link goes to an http(s) address, or to the data-visualisation host's placeholder. */
const EXTERNAL_ADDRESS = /^(?:https?:\/\/|\$\{dataV\})/i;

/**
 * The entry's properties as stored: propertyJson's object, with the moduleId sent on its own
 * in place of the one it names.
 */
export function propertiesSent(input: Pick<MenuInput, 'propertyJson' | 'moduleId'>): Record<string, unknown> {
  const properties = parseProperties(input.propertyJson);
  return input.moduleId === undefined ? properties : { ...properties, moduleId: input.moduleId.trim() };
}

export function parseProperties(text: string | undefined): Record<string, unknown> {
  if (text === undefined || text.trim() === '') return {};
  const value = parseJsonText('propertyJson', text);
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw badField('propertyJson', 'validation.object');
  return value as Record<string, unknown>;
}

async function checkParent(trx: Db, input: MenuInput, stored?: Module): Promise<void> {
  const { parentId } = input;
  if (parentId === ROOT) return;
  const parent = await trx
    .selectFrom('module')
    .select(['id', 'type'])
    .where('id', '=', parentId)
    .forShare()
    .executeTakeFirst();
  if (!parent) throw badField('parentId', 'menuAdmin.parentMissing', { parentId });
  if (stored) {
    const rows = await trx.selectFrom('module').select(['id', 'parentId']).execute();
    if (branchOf(rows, stored.id).has(parentId))
      throw badField('parentId', 'menuAdmin.parentIsOwnDescendant');
  }
  // Entries filed under a page before (a design released under one) may stay where they are.
  if (parent.type !== MenuType.directory && parentId !== stored?.parentId)
    throw badField('parentId', 'menuAdmin.parentNotDirectory');
}

/** What a typed entry opens must exist: a released design, a dictionary, an interface, a portal. */
async function checkLinked(trx: Db, type: number, linkedId: string, field: string): Promise<void> {
  if (!linkedId) throw badField(field, 'validation.required');
  if (type === MenuType.onlineDev) {
    const release = await trx
      .selectFrom('visualdevRelease')
      .select('id')
      .where('visualdevId', '=', linkedId)
      .limit(1)
      .executeTakeFirst();
    if (!release) throw badField(field, 'menuAdmin.designNotReleased', { id: linkedId });
  }
  if (type === MenuType.dictionary) {
    const dictionary = await trx
      .selectFrom('dictionaryType')
      .select('id')
      .where('id', '=', linkedId)
      .executeTakeFirst();
    if (!dictionary) throw badField(field, 'dictionary.typeMissing', { key: linkedId });
  }
  if (type === MenuType.dataReport) {
    const found = await trx
      .selectFrom('dataInterface')
      .select('id')
      .where('id', '=', linkedId)
      .executeTakeFirst();
    if (!found) throw badField(field, 'menuAdmin.interfaceMissing', { id: linkedId });
  }
  if (type === MenuType.portal) {
    const found = await trx.selectFrom('portal').select('id').where('id', '=', linkedId).executeTakeFirst();
    if (!found) throw badField(field, 'menuAdmin.portalMissing', { id: linkedId });
  }
}

function checkAddress(type: number, urlAddress: string): void {
  if (type !== MenuType.page && type !== MenuType.externalLink) return;
  if (!urlAddress) throw badField('urlAddress', 'validation.required');
  if (type === MenuType.externalLink && !EXTERNAL_ADDRESS.test(urlAddress))
    throw badField('urlAddress', 'menuAdmin.externalAddress');
}

/**
 * Refuses what would break an entry: a code another entry has, a parent that is missing, itself
 * or below it, a page or link without an address, a typed entry opening nothing. An entry a
 * design's release published keeps its type and design, which the release and the runtime find
 * it by; where it is filed, its names and its order may change.
 */
export async function checkMenu(
  trx: Db,
  input: MenuInput,
  properties: Record<string, unknown>,
  stored?: Module,
): Promise<void> {
  if (input.fullName.trim() === '') throw badField('fullName', 'validation.empty');
  const taken = await trx
    .selectFrom('module')
    .select('id')
    .where('enCode', '=', input.enCode)
    .where('id', '<>', stored?.id ?? '')
    .executeTakeFirst();
  if (taken) throw badField('enCode', 'common.codeExists', { enCode: input.enCode });
  await checkParent(trx, input, stored);
  // Named as it was sent, so that a form can show the problem beside its field.
  const linkedField = input.moduleId === undefined ? 'propertyJson.moduleId' : 'moduleId';
  const designId = stored && publishingDesignOf(stored);
  if (designId && (input.type !== MenuType.onlineDev || linkedIdOf(properties) !== designId))
    throw badField(input.type !== MenuType.onlineDev ? 'type' : linkedField, 'menuAdmin.published');
  checkAddress(input.type, input.urlAddress?.trim() ?? '');
  if (LINKED_TYPES.has(input.type)) await checkLinked(trx, input.type, linkedIdOf(properties), linkedField);
}

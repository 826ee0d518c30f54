import { MenuType } from '@formwork/schema';
import type { Db } from '../../db/database.js';
import { t } from '../../http/i18n/index.js';

interface LinkableNode {
  id: string;
  fullName: string;
  /** The menu type an entry opening this has; on groups, the type of all they hold. */
  type: number;
  hasChildren: boolean;
  children: LinkableNode[];
}

const leaf = (id: string, fullName: string, type: number): LinkableNode => ({
  id,
  fullName,
  type,
  hasChildren: false,
  children: [],
});

const group = (id: string, fullName: string, type: number, children: LinkableNode[]): LinkableNode => ({
  id,
  fullName,
  type,
  hasChildren: children.length > 0,
  children,
});

/**
 * What a typed menu entry may open, grouped by the type that opens it: the released designs
 * (function entries), the dictionaries (dictionary entries), the data interfaces (data report
 * entries) and the enabled portals (portal entries). Group ids are not record ids,
 * so a chooser offers only the leaves.
 */
export async function linkableChoices(db: Db): Promise<LinkableNode[]> {
  const [designs, dictionaries, interfaces, portals] = await Promise.all([
    db
      .selectFrom('visualdev')
      .select(['id', 'fullName'])
      .where('id', 'in', db.selectFrom('visualdevRelease').select('visualdevId'))
      .orderBy('sortCode')
      .orderBy('fullName')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('dictionaryType')
      .select(['id', 'fullName'])
      .orderBy('sortCode')
      .orderBy('fullName')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('dataInterface')
      .select(['id', 'fullName'])
      .orderBy('sortCode')
      .orderBy('fullName')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('portal')
      .select(['id', 'fullName'])
      .where('enabledMark', '=', 1)
      .orderBy('sortCode')
      .orderBy('fullName')
      .orderBy('id')
      .execute(),
  ]);
  const groups = [
    group(
      `type:${MenuType.onlineDev}`,
      t('menuAdmin.linkDesigns'),
      MenuType.onlineDev,
      designs.map((row) => leaf(row.id, row.fullName, MenuType.onlineDev)),
    ),
    group(
      `type:${MenuType.dictionary}`,
      t('menuAdmin.linkDictionaries'),
      MenuType.dictionary,
      dictionaries.map((row) => leaf(row.id, row.fullName, MenuType.dictionary)),
    ),
    group(
      `type:${MenuType.dataReport}`,
      t('menuAdmin.linkInterfaces'),
      MenuType.dataReport,
      interfaces.map((row) => leaf(row.id, row.fullName, MenuType.dataReport)),
    ),
    group(
      `type:${MenuType.portal}`,
      t('menuAdmin.linkPortals'),
      MenuType.portal,
      portals.map((row) => leaf(row.id, row.fullName, MenuType.portal)),
    ),
  ];
  // An empty group would look like a thing to choose.
  return groups.filter((node) => node.hasChildren);
}

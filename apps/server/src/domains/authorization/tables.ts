import type { ColumnType, Generated, Selectable } from 'kysely';

export interface ModuleTable {
  id: string;
  parentId: string;
  fullName: string;
  /** The name in other languages (zhtw, en); fullName is the Chinese one. Written as JSON text. */
  fullNameI18n: ColumnType<Record<string, unknown>, string | undefined, string>;
  enCode: string;
  icon: Generated<string>;
  type: number;
  urlAddress: Generated<string>;
  linkTarget: Generated<string>;
  propertyJson: Generated<string>;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  description: Generated<string>;
}

/** Buttons, columns and form fields of a module share one shape. */
export interface ModuleItemTable {
  id: string;
  moduleId: string;
  fullName: string;
  enCode: string;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
}

/** A button of a menu entry; parentId is another button of the same entry, or '-1'. */
export interface ModuleButtonTable extends ModuleItemTable {
  parentId: Generated<string>;
  description: Generated<string>;
}

/**
 * How a list column or form field relates to the entry's main table: 0 a field of the main
 * table, 1 of a secondary table (one-to-one), 2 of a child table (one-to-many, named by the
 * form's child-table control in childTableKey).
 */
export type FieldRule = 0 | 1 | 2;

/** A list column or form field of a menu entry; enCode is the field's name (a form's vModel). */
export interface ModuleFieldTable extends ModuleItemTable {
  bindTable: Generated<string>;
  fieldRule: Generated<number>;
  childTableKey: Generated<string>;
  description: Generated<string>;
}

/**
 * A field data permission conditions of a menu entry may be written on (JNPF's 字段管理): the
 * record value enCode names, the comparisons offered for it (conditionSymbol: DataConditionOp
 * values joined by commas) and what it is compared with (conditionText: 'text' for a value typed
 * into the scheme, '@userId' or '@organizeId' for the reader's own). A scheme's conditions are
 * kept in the scheme itself (conditionJson), so changing or deleting a field here changes no
 * scheme.
 */
export interface ModuleDataAuthorizeTable {
  id: string;
  moduleId: string;
  fullName: string;
  enCode: string;
  /** The value's type as the form offers it: string, int, double, varchar, datetime, text, bigint. */
  type: Generated<string>;
  conditionSymbol: Generated<string>;
  conditionText: Generated<string>;
  bindTable: Generated<string>;
  fieldRule: Generated<number>;
  childTableKey: Generated<string>;
  description: Generated<string>;
  sortCode: Generated<number>;
}

export type AuthorizeItemType = 'module' | 'button' | 'column' | 'form' | 'dataScheme';

/**
 * Which records of a menu entry's model a data scheme lets its holders see, by the record's
 * creator (creatorUserId) compared with the reader: all; own (created by the reader);
 * ownDepartment (by someone in the reader's organisation unit); ownDepartmentAndBelow (in it
 * or any unit below it); ownOrganisation (anywhere under the company the reader's unit belongs
 * to); condition (the records whose values meet conditionJson).
 */
export type DataSchemeKind =
  | 'all'
  | 'own'
  | 'ownDepartment'
  | 'ownDepartmentAndBelow'
  | 'ownOrganisation'
  | 'condition';

export type DataConditionOp = '==' | '!=' | '>' | '>=' | '<' | '<=' | 'like' | 'in';

/**
 * One row of a condition scheme: the record's value of `field` (a vModel of the form) compared
 * with `value` by `op`. `like` matches when the value's text contains `value`; `in` takes a list.
 * A value '@userId' or '@organizeId' stands for the reader's own id or organisation unit id.
 */
export interface DataConditionRow {
  field: string;
  op: DataConditionOp;
  value: unknown;
}

/**
 * A data permission scheme of a menu entry. conditionJson is JSON text:
 * - kind condition: a non-empty DataConditionRow[]; a record passes when every row holds (AND),
 *   e.g. `[{"field":"status","op":"==","value":"open"},{"field":"owner","op":"==","value":"@userId"}]`;
 *   `field` is a form field (vModel) of the entry; `op` one of DataConditionOp; `value` any JSON
 *   value, a list for `in`, '@userId' / '@organizeId' for the reader's own ids.
 * - every other kind: '[]' (the kind alone says which records pass).
 * The 菜单管理 routes refuse any other shape; text that still fails to parse lets no record through.
 * A role granted several schemes of one entry sees the records any of them lets through (OR).
 */
export interface ModuleDataSchemeTable {
  id: string;
  moduleId: string;
  fullName: string;
  enCode: string;
  kind: DataSchemeKind;
  conditionJson: Generated<string>;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
}

export interface AuthorizeTable {
  id: Generated<string>;
  roleId: string;
  itemType: AuthorizeItemType;
  itemId: string;
}

/** The tables this domain keeps, by their name in queries. */
export interface AuthorizationTables {
  module: ModuleTable;
  moduleButton: ModuleButtonTable;
  moduleColumn: ModuleFieldTable;
  moduleForm: ModuleFieldTable;
  moduleDataAuthorize: ModuleDataAuthorizeTable;
  moduleDataScheme: ModuleDataSchemeTable;
  authorize: AuthorizeTable;
}

export type Module = Selectable<ModuleTable>;
export type ModuleItem = Selectable<ModuleItemTable>;
export type ModuleDataScheme = Selectable<ModuleDataSchemeTable>;

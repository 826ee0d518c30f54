import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from '../../db/column-types.js';

export interface OrganizeTable {
  id: string;
  parentId: string;
  category: 'company' | 'department';
  fullName: string;
  enCode: string;
  managerId: string | null;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  description: Generated<string>;
  creatorTime: CreatedAt;
  lastModifyTime: UpdatedAt;
  /** A company's business details (short name, industry, bank ...) as JSON text; '{}' for departments. */
  propertyJson: Generated<string>;
}

export interface PositionTable {
  id: string;
  organizeId: string;
  fullName: string;
  enCode: string;
  /** The kind of position (岗位类型), as the form chose it. */
  type: Generated<string>;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  description: Generated<string>;
  creatorTime: CreatedAt;
  lastModifyTime: UpdatedAt;
}

export interface RoleTable {
  id: string;
  fullName: string;
  enCode: string;
  /** 1: a global role anyone may hold; 0: a role of the organisations role_organize lists. */
  globalMark: Generated<number>;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  description: Generated<string>;
  creatorTime: CreatedAt;
  lastModifyTime: UpdatedAt;
}

/** The organisations a role that is not global belongs to. */
export interface RoleOrganizeTable {
  roleId: string;
  organizeId: string;
}

/** A user who administers an organisation, and what they may do on its level and the levels below. */
export interface OrganizeAdministratorTable {
  id: string;
  organizeId: string;
  userId: string;
  thisLayerAdd: Generated<number>;
  thisLayerEdit: Generated<number>;
  thisLayerDelete: Generated<number>;
  subLayerAdd: Generated<number>;
  subLayerEdit: Generated<number>;
  subLayerDelete: Generated<number>;
  sortCode: Generated<number>;
  creatorTime: CreatedAt;
}

/** A user group a group picker offers. */
export interface PermissionGroupTable {
  id: string;
  fullName: string;
  enCode: string;
  /** The kind of group (分组类型); the group form calls it type. */
  category: Generated<string>;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  description: Generated<string>;
  creatorTime: CreatedAt;
  lastModifyTime: UpdatedAt;
}

/** The tables this domain keeps, by their name in queries. */
export interface PermissionOrgTables {
  organize: OrganizeTable;
  position: PositionTable;
  role: RoleTable;
  roleOrganize: RoleOrganizeTable;
  organizeAdministrator: OrganizeAdministratorTable;
  permissionGroup: PermissionGroupTable;
}

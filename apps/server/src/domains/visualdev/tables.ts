import type { Generated } from 'kysely';
import type { CreatedAt } from '../../db/column-types.js';

/** A visual-development design: the draft the designer edits. */
export interface VisualdevTable {
  id: string;
  fullName: string;
  enCode: string;
  category: Generated<string>;
  /** 1 custom form, 2 system form. */
  type: Generated<number>;
  /** 1 form only, 2 form and list, 4 data view. */
  webType: Generated<number>;
  /** 0 draft, 1 released. */
  state: Generated<number>;
  formData: string | null;
  columnData: string | null;
  tables: string | null;
  sortCode: Generated<number>;
  description: Generated<string>;
  enabledMark: Generated<number>;
  creatorUserId: string | null;
  creatorTime: CreatedAt;
  lastModifyUserId: string | null;
  lastModifyTime: Date | null;
}

/** An immutable released version of a design; the runtime reads only these. */
export interface VisualdevReleaseTable {
  id: Generated<string>;
  visualdevId: string;
  version: number;
  formData: string;
  columnData: string | null;
  tables: string | null;
  releasedAt: CreatedAt;
  releasedBy: string | null;
  /** What the person releasing said of it, if anything. */
  note: Generated<string | null>;
  /** The version a roll back released again. */
  rolledBackFrom: Generated<number | null>;
}

/** The tables this domain keeps, by their name in queries. */
export interface VisualdevTables {
  visualdev: VisualdevTable;
  visualdevRelease: VisualdevReleaseTable;
}

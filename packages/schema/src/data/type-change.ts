/**
 * A change of a field's widget type that values already stored would not fit, as a release
 * refused for it answers in `data.typeChanges`, so a client can word it in its own language.
 */
export interface TypeChange {
  /** Where the values are stored now: the vModel, or `table.column` for a sub-table column. */
  field: string;
  vModel: string;
  /** For a sub-table column: the table's vModel, whose rows hold the column's values. */
  table?: string;
  /** The field's label; for a sub-table column `<table label> / <column label>`. */
  label: string;
  /** The widget types (jnpfKeys) before and after. */
  from: string;
  to: string;
  /** Records holding a value the field, as it is now, would refuse. */
  records: number;
}

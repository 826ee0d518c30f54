import type { ColumnType } from 'kysely';

/** A row's creation time: the database fills it, and it never changes. */
export type CreatedAt = ColumnType<Date, Date | undefined, never>;
/** A row's last change: the database fills it on insert; an update may set it. */
export type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

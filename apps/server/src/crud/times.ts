/** A stored time as answers carry it: milliseconds since 1970, or null when none is stored. */
export const epoch = (date: Date | null) => (date ? date.getTime() : null);

/** A row with its creation and change times as answers carry them, every other field as it is. */
export const stamped = <T extends { creatorTime: Date | null; lastModifyTime: Date | null }>(row: T) => ({
  ...row,
  creatorTime: epoch(row.creatorTime),
  lastModifyTime: epoch(row.lastModifyTime),
});

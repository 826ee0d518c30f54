/** A stored time as answers carry it: milliseconds since 1970, or null when none is stored. */
export const epoch = (date: Date | null) => (date ? date.getTime() : null);

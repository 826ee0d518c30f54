/** An ILIKE pattern matching text that contains `keyword` literally (its % and _ are not wildcards). */
export const containsPattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

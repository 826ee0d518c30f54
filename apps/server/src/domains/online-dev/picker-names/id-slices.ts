/**
 * Bound parameters a statement may carry are limited (65,535 in PostgreSQL): an export of every
 * record, or a long page of sub-table rows, may name more ids than that, so they are asked for in
 * slices this large.
 */
const IDS_PER_QUERY = 10_000;

/** What `load` answers for all of `ids`, asked a slice of them at a time. */
export async function loadInSlices<T>(
  ids: readonly string[],
  load: (slice: string[]) => Promise<T[]>,
): Promise<T[]> {
  const slices = [];
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY)
    slices.push(load(ids.slice(start, start + IDS_PER_QUERY)));
  return (await Promise.all(slices)).flat();
}

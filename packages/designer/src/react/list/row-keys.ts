/** Keys for rows named by field: the prop, with a count when a list names one field twice. */
export function rowKeys(props: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return props.map((prop) => {
    const count = seen.get(prop) ?? 0;
    seen.set(prop, count + 1);
    return count === 0 ? prop : `${prop}#${count}`;
  });
}

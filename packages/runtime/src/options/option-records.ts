/** The records an option endpoint answered: the answer itself when a list, else its `list`. */
export function optionRecords(answer: unknown): unknown[] {
  if (Array.isArray(answer)) return answer;
  const list =
    typeof answer === 'object' && answer !== null ? (answer as { list?: unknown }).list : undefined;
  return Array.isArray(list) ? list : [];
}

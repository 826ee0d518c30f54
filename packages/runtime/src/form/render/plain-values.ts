/**
 * A plain copy of Formily's observable values. Form values are JSON data (text, numbers,
 * epoch dates, arrays and row objects), so a JSON round trip copies them faithfully.
 */
export function plainValues(values: unknown): Record<string, unknown> {
  if (values === undefined || values === null) return {};
  return JSON.parse(JSON.stringify(values)) as Record<string, unknown>;
}

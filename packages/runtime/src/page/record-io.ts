import type { DataProblem, Endpoint, RetiredValue } from '@formwork/schema';
import { TransportError } from '../transport/transport.js';

type Values = Record<string, unknown>;

const isRecord = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record as the get endpoint answers it: `{id, data: JSON text}` for dataText, else itself. */
export function unwrapRecord(endpoint: Endpoint, answer: unknown): Values {
  if (endpoint.wrap === 'dataText' && isRecord(answer)) {
    const { data } = answer;
    if (typeof data === 'string') {
      const parsed: unknown = JSON.parse(data);
      return isRecord(parsed) ? parsed : {};
    }
    return isRecord(data) ? data : {};
  }
  return isRecord(answer) ? answer : {};
}

/** The values a record keeps for fields its form no longer has (OnlineDevRecord.retired). */
export function retiredOf(answer: unknown): RetiredValue[] {
  if (!isRecord(answer) || !Array.isArray(answer.retired)) return [];
  return answer.retired.filter(
    (item): item is RetiredValue =>
      isRecord(item) && typeof item.vModel === 'string' && typeof item.label === 'string',
  );
}

/** The body of a write: `{data: JSON text}` for dataText (OnlineDevWrite), else the values. */
export const wrapValues = (endpoint: Endpoint, values: Values): unknown =>
  endpoint.wrap === 'dataText' ? { data: JSON.stringify(values) } : values;

/** The per-field problems of a refused write (OnlineDevRefusal), or null for any other failure. */
export function problemsOf(error: unknown): DataProblem[] | null {
  if (!(error instanceof TransportError) || !isRecord(error.data)) return null;
  const { problems } = error.data;
  if (!Array.isArray(problems)) return null;
  return problems.filter(
    (problem): problem is DataProblem =>
      isRecord(problem) && typeof problem.field === 'string' && typeof problem.message === 'string',
  );
}

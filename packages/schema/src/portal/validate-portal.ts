import type { ValidateFunction } from 'ajv';
import { createAjv } from '../form/ajv.js';
import { type SchemaProblem, structuralProblems } from '../form/validate-schema.js';
import { portalMetaSchema } from './meta-schema.js';

let validator: ValidateFunction | undefined;

function portalValidator(): ValidateFunction {
  validator ??= createAjv().compile(portalMetaSchema);
  return validator;
}

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the structure cannot say: card ids are unique, and each card has something to show. */
function contentProblems(portal: Raw): SchemaProblem[] {
  if (!Array.isArray(portal.cards)) return [];
  const problems: SchemaProblem[] = [];
  const seen = new Set<string>();
  portal.cards.forEach((card, index) => {
    if (!isRecord(card)) return;
    const path = `cards.${index}`;
    if (typeof card.id === 'string') {
      if (seen.has(card.id))
        problems.push({ path: `${path}.id`, message: `card id "${card.id}" is used twice`, code: 'invalid' });
      seen.add(card.id);
    }
    const wants = (field: string) =>
      problems.push({ path: `${path}.${field}`, message: `must have property '${field}'`, code: 'required' });
    if (card.type === 'count' && !card.query && !card.interfaceId) wants('interfaceId');
    if (card.type === 'list' && card.source === 'interface' && !card.interfaceId) wants('interfaceId');
  });
  return problems;
}

/** Every problem of a portal schema, each with the dotted path of what is wrong; none when valid. */
export function validatePortal(portal: unknown): SchemaProblem[] {
  const structure = structuralProblems(portalValidator(), portal);
  return isRecord(portal) ? [...structure, ...contentProblems(portal)] : structure;
}

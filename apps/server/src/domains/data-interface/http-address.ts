import { badField } from '../../http/envelope.js';

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
/** What the URL parser takes for `.` or `..` and folds away, climbing the path. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * An HTTP interface's address with its `{field}` placeholders filled from the parameters.
 *
 * In the path a value is exactly one segment: percent-encoded, so a `/`, `?` or `#` in it is
 * text; and a segment a value makes `.` or `..` is refused (400 naming the parameter), since no
 * encoding stops the URL parser from folding it and climbing out of the path the administrator
 * wrote, with the interface's secret headers. In the query (and after it) a value is one
 * percent-encoded query value. Placeholders without a parameter stay as written.
 */
export function fillAddress(template: string, values: ReadonlyMap<string, string>): string {
  const queryAt = template.search(/[?#]/);
  const path = queryAt < 0 ? template : template.slice(0, queryAt);
  const rest = queryAt < 0 ? '' : template.slice(queryAt);
  const filledPath = path
    .split('/')
    .map((segment) => {
      const used: string[] = [];
      const filled = segment.replace(PLACEHOLDER, (whole, field: string) => {
        if (!values.has(field)) return whole;
        used.push(field);
        return encodeURIComponent(values.get(field) ?? '');
      });
      const [field] = used;
      if (field !== undefined && DOT_SEGMENT.test(filled)) throw badField(field, 'dataInterface.dotSegment');
      return filled;
    })
    .join('/');
  const filledRest = rest.replace(PLACEHOLDER, (whole, field: string) =>
    values.has(field) ? encodeURIComponent(values.get(field) ?? '') : whole,
  );
  return filledPath + filledRest;
}

import sanitize from 'sanitize-html';

/** A record's values as a person reads them; a sub-table is a list of such rows. */
export type PrintData = Record<string, unknown>;

// A placeholder names a main field `{applicant}` or a sub-table's column `{handover.task}`;
// names are the form's vModels, so anything else between braces is ordinary text.
const PLACEHOLDER = /\{([A-Za-z_][\w]*)(?:\.([A-Za-z_][\w]*))?\}/g;
const TABLE_ROW = /<tr\b[^>]*>[\s\S]*?<\/tr>/gi;
const JOINER = ', ';

// A style value may not fetch anything nor run script (old engines' expression()).
const SAFE_STYLE = /^(?!.*(?:url\s*\(|expression\s*\(|javascript:))[^<>]*$/i;
const STYLED = [
  'color',
  'background-color',
  'text-align',
  'vertical-align',
  'font-size',
  'font-weight',
  'font-style',
  'font-family',
  'text-decoration',
  'line-height',
  'width',
  'height',
  'border',
  'border-collapse',
  'border-color',
  'border-style',
  'border-width',
  'padding',
  'margin',
  'page-break-after',
  'page-break-before',
];

/** What printed HTML may hold: text formatting, tables and images; never script, handlers or script URLs. */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, 'img', 'span', 'font', 'u', 's', 'h1', 'h2'],
  allowedAttributes: {
    '*': ['class', 'style', 'align'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan', 'data-row'],
    th: ['colspan', 'rowspan'],
    table: ['border', 'cellpadding', 'cellspacing', 'width'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedStyles: { '*': Object.fromEntries(STYLED.map((name) => [name, [SAFE_STYLE]])) },
};

/** HTML with everything that could run or fetch script removed. */
export function sanitizePrintHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);

const own = (values: object, key: string): unknown =>
  Object.hasOwn(values, key) ? (values as Record<string, unknown>)[key] : undefined;

/** A value as printed text; undefined when the value is not printable (an object). */
function textOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map(textOf);
    return parts.every((part) => part !== undefined) ? parts.filter(Boolean).join(JOINER) : undefined;
  }
  return undefined;
}

const rowsOf = (data: PrintData, table: string): object[] => {
  const rows = own(data, table);
  return Array.isArray(rows)
    ? rows.filter((row): row is object => typeof row === 'object' && row !== null)
    : [];
};

/** The sub-table a table row repeats over: the one its first column placeholder names. */
function repeatedTable(row: string, data: PrintData): string | undefined {
  for (const match of row.matchAll(PLACEHOLDER)) {
    const [, table, column] = match;
    if (column && Array.isArray(own(data, table as string))) return table;
  }
  return undefined;
}

/**
 * Fills a template with a record's display values and sanitises the result. `{field}` is the
 * field's text; a table row holding `{table.column}` placeholders is repeated once per row of
 * that sub-table (none when it has no rows); such a placeholder outside a table row lists the
 * column's values of every row. Values are escaped, so they print as text whatever they hold;
 * a placeholder naming no value stays as written.
 */
export function fillTemplate(template: string, data: PrintData): string {
  const clean = sanitizePrintHtml(template);
  const repeated = clean.replace(TABLE_ROW, (row) => {
    const table = repeatedTable(row, data);
    if (!table) return row;
    return rowsOf(data, table)
      .map((values) =>
        row.replace(PLACEHOLDER, (whole, name: string, column?: string) => {
          if (name !== table || !column) return whole;
          return escapeHtml(textOf(own(values, column)) ?? '');
        }),
      )
      .join('');
  });
  const filled = repeated.replace(PLACEHOLDER, (whole, name: string, column?: string) => {
    if (!Object.hasOwn(data, name)) return whole;
    if (column) {
      const texts = rowsOf(data, name).map((values) => textOf(own(values, column)) ?? '');
      return escapeHtml(texts.filter(Boolean).join(JOINER));
    }
    const text = textOf(own(data, name));
    return text === undefined ? whole : escapeHtml(text);
  });
  return sanitizePrintHtml(filled);
}

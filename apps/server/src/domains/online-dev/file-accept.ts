import { type DataProblem, type FieldSchema, valueKindOf } from '@formwork/schema';
import { t } from '../../http/i18n/index.js';
import { IMAGE_EXTENSIONS } from '../../uploads/extensions.js';

type Values = Record<string, unknown>;

/** What `image/*`, `video/*` and `audio/*` take, as the upload widget reads them. */
const KIND_EXTENSIONS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['image', IMAGE_EXTENSIONS],
  ['video', new Set(['mp4', 'avi', 'mov', 'wmv', 'flv', 'mkv', 'webm', 'm4v', '3gp'])],
  ['audio', new Set(['mp3', 'wav', 'ogg', 'aac', 'flac', 'm4a', 'amr'])],
]);

/** The media types a designer may write in `accept`, by the extensions they mean. */
const TYPE_EXTENSIONS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['application/pdf', new Set(['pdf'])],
  ['text/plain', new Set(['txt', 'log'])],
  ['text/csv', new Set(['csv'])],
  ['application/zip', new Set(['zip'])],
  ['application/msword', new Set(['doc'])],
  ['application/vnd.ms-excel', new Set(['xls'])],
  ['application/vnd.ms-powerpoint', new Set(['ppt'])],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', new Set(['docx'])],
  ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', new Set(['xlsx'])],
  ['application/vnd.openxmlformats-officedocument.presentationml.presentation', new Set(['pptx'])],
]);

/** The extension of a file's name or of the last step of its address. */
function extensionOf(text: string): string {
  const last = text.split(/[?#]/)[0]?.split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  return dot > 0 ? last.slice(dot + 1).toLowerCase() : '';
}

/**
 * Whether an extension is one the field's `accept` takes (the file input's syntax: `.pdf,.docx`,
 * `image/*`, `application/pdf`). An empty accept takes anything, except that a picture field
 * takes only pictures.
 */
export function acceptsExtension(field: FieldSchema, extension: string): boolean {
  const accept = field.props?.accept || (field.jnpfKey === 'uploadImg' ? 'image/*' : '');
  const tokens = String(accept)
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  return tokens.some((token) => {
    if (token.startsWith('.')) return token.slice(1) === extension;
    if (token.endsWith('/*')) return KIND_EXTENSIONS.get(token.slice(0, -2))?.has(extension) ?? false;
    return TYPE_EXTENSIONS.get(token)?.has(extension) ?? false;
  });
}

const isUpload = (field: FieldSchema) => valueKindOf(field.jnpfKey) === 'files';

/** The first file of a value the field does not accept, by its stored address and its name. */
function refusedExtension(field: FieldSchema, value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined;
  for (const file of value) {
    if (typeof file !== 'object' || file === null) continue;
    const { name, url } = file as { name?: unknown; url?: unknown };
    for (const text of [url, name]) {
      if (typeof text !== 'string' || !text) continue;
      const extension = extensionOf(text);
      if (!acceptsExtension(field, extension)) return extension || '(none)';
    }
  }
  return undefined;
}

/**
 * Files kept in upload fields (and sub-table cells) whose type the field's designer did not
 * accept: the browser's check is the designer's wish, and a client can skip it.
 */
export function fileAcceptProblems(fields: ReadonlyMap<string, FieldSchema>, values: Values): DataProblem[] {
  const problems: DataProblem[] = [];
  const problem = (path: string, extension: string) =>
    problems.push({ field: path, message: t('file.extensionRefused', { extension }) });
  for (const [vModel, field] of fields) {
    const value = Object.hasOwn(values, vModel) ? values[vModel] : undefined;
    if (isUpload(field)) {
      const refused = refusedExtension(field, value);
      if (refused !== undefined) problem(vModel, refused);
    } else if (field.jnpfKey === 'table' && Array.isArray(value)) {
      const columns = (field.children ?? []).filter((column) => isUpload(column) && column.vModel);
      value.forEach((row: unknown, index) => {
        if (typeof row !== 'object' || row === null) return;
        for (const column of columns) {
          const key = column.vModel as string;
          const cell = Object.hasOwn(row, key) ? (row as Values)[key] : undefined;
          const refused = refusedExtension(column, cell);
          if (refused !== undefined) problem(`${vModel}.${index}.${key}`, refused);
        }
      });
    }
  }
  return problems;
}

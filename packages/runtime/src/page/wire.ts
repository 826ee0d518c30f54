import type { FieldWires } from '@formwork/schema';
import { md5OfText } from '@formwork/widgets';

type Values = Record<string, unknown>;

/** The items of comma-joined text, without empty ones; a list stays as it is. */
function splitText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A list's items joined with commas; a value that is no list stays as it is, none becomes ''. */
function joinList(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(String).join(',');
  return value ?? '';
}

/** The object JSON text holds; an object stays as it is, anything else is none. */
function parseObject(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** One uploaded file shown from its url, named after its last part; none for ''. */
function fileFromUrl(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value ? [{ name: value.split('/').pop() ?? value, url: value }] : [];
}

/** The first uploaded file's url, or '' for none. */
function urlOfFiles(value: unknown): unknown {
  if (!Array.isArray(value)) return value ?? '';
  const first: unknown = value[0];
  return first && typeof first === 'object' && 'url' in first ? String(first.url ?? '') : '';
}

/** A record as the server answered it, its wired fields as the form holds them. */
export function fromWire(wire: FieldWires | undefined, values: Values): Values {
  if (!wire) return values;
  const read = { ...values };
  for (const [vModel, how] of Object.entries(wire)) {
    if (!Object.hasOwn(read, vModel)) continue;
    if (how === 'commaText') read[vModel] = splitText(read[vModel]);
    else if (how === 'jsonText') read[vModel] = parseObject(read[vModel]);
    else if (how === 'fileUrl') read[vModel] = fileFromUrl(read[vModel]);
    // An md5 cannot be read back; the form starts empty rather than showing the digest.
    else delete read[vModel];
  }
  return read;
}

/** The form's values as the server takes them, its wired fields converted. */
export async function toWire(wire: FieldWires | undefined, values: Values): Promise<Values> {
  if (!wire) return values;
  const sent = { ...values };
  for (const [vModel, how] of Object.entries(wire)) {
    if (how === 'commaText') sent[vModel] = joinList(sent[vModel]);
    else if (how === 'fileUrl') sent[vModel] = urlOfFiles(sent[vModel]);
    // An empty password is no password: its digest would look like one that was typed.
    else if (how === 'md5' && sent[vModel] === '') delete sent[vModel];
    else if (how === 'md5' && typeof sent[vModel] === 'string') sent[vModel] = await md5OfText(sent[vModel]);
  }
  return sent;
}

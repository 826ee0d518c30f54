/** Code128, bars 4 px wide, 40 px high, 5 px margin. */
export const BARCODE_DEFAULTS = {
  format: 'CODE128',
  lineColor: '#000000',
  background: '#ffffff',
  width: 4,
  height: 40,
  margin: 5,
} as const;

const ALPHANUMERIC = /^[A-Za-z0-9]+$/;

/** A barcode is drawn only when its text is letters and digits only. */
export function isBarcodeText(text: unknown): text is string {
  return typeof text === 'string' && ALPHANUMERIC.test(text);
}

/** Where the text comes from: a fixed text, or the value of another field of the form. */
export type CodeDataType = 'static' | 'relation';

/** The text to encode: the static text, or the related field's value (numbers as digits). */
export function codeTextOf(
  dataType: string | undefined,
  staticText: string | undefined,
  relationValue: unknown,
): string {
  if (dataType === 'relation') {
    if (typeof relationValue === 'number' && Number.isFinite(relationValue)) return String(relationValue);
    return typeof relationValue === 'string' ? relationValue : '';
  }
  return staticText ?? '';
}

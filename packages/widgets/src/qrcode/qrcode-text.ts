import { codeTextOf } from '../barcode/barcode-text.js';

/** Size 40 px (a newly designed field defaults to 100), lowest error correction. */
export const QRCODE_SIZE = 40;
export const QRCODE_FIELD_DEFAULT_SIZE = 100;
export const QRCODE_LEVEL = 'L';

/**
 * What a "current form" QR code points at: the record and the form it
 * lives in, so a scanner app can open it. `t` is always DFD.
 */
export interface QrFormPayload {
  /** The record's id. */
  id?: string;
  /** The form model's id. */
  mid?: string;
  /** The model's type. */
  mt?: string | number;
  /** Flow id, flow process id and flow task id, for forms inside a workflow. */
  fid?: string;
  pid?: string;
  ftid?: string;
  /** The operation the scanner should open the record with. */
  opt?: string | number;
}

/**
 * 'static': a fixed text; 'relation': another field's value; 'form' (JNPF's dynamic kind, also
 * accepted as 'dynamic'): the current record as a DFD payload.
 */
export type QrDataType = 'static' | 'relation' | 'form' | 'dynamic';

/** The payload text of a "current form" QR code; empty until the record has an id. */
export function qrPayloadText(payload: QrFormPayload | undefined): string {
  if (!payload?.id) return '';
  const { id, mid, mt, fid, pid, ftid, opt } = payload;
  return JSON.stringify({ t: 'DFD', id, mid, mt, fid, pid, ftid, opt });
}

/** The text to encode; empty means nothing is drawn. */
export function qrTextOf(props: {
  dataType?: QrDataType;
  staticText?: string;
  relationValue?: unknown;
  payload?: QrFormPayload;
}): string {
  if (props.dataType === 'form' || props.dataType === 'dynamic') return qrPayloadText(props.payload);
  return codeTextOf(props.dataType, props.staticText, props.relationValue);
}

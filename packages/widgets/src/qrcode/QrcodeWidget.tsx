import { QRCodeSVG } from 'qrcode.react';
import { useWidgetText } from '../i18n/index.js';
import { QRCODE_LEVEL, QRCODE_SIZE, type QrDataType, type QrFormPayload, qrTextOf } from './qrcode-text.js';

export interface QrcodeWidgetProps {
  dataType?: QrDataType;
  staticText?: string;
  /** The related field's name, kept for the form that supplies `relationValue`. */
  relationField?: string;
  relationValue?: unknown;
  /** dataType 'form': the current record and form. */
  payload?: QrFormPayload;
  /** Square side in px; 40 by default. */
  size?: number;
  colorDark?: string;
  colorLight?: string;
}

/** A QR code (jnpfKey `qrcode`) of static, related-field or current-record text; empty text draws nothing. */
export function QrcodeWidget(props: QrcodeWidgetProps) {
  const t = useWidgetText();
  const text = qrTextOf(props);
  const size = props.size ?? QRCODE_SIZE;
  return (
    <div className="fw-widget-qrcode" style={{ minHeight: size }}>
      {text && (
        <QRCodeSVG
          value={text}
          size={size}
          level={QRCODE_LEVEL}
          fgColor={props.colorDark || '#000000'}
          bgColor={props.colorLight || '#ffffff'}
          role="img"
          aria-label={t('qrcode.label', { text })}
        />
      )}
    </div>
  );
}

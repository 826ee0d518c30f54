import JsBarcode from 'jsbarcode';
import { useEffect, useRef } from 'react';
import { useWidgetText } from '../i18n/index.js';
import { BARCODE_DEFAULTS, type CodeDataType, codeTextOf, isBarcodeText } from './barcode-text.js';

export interface BarcodeWidgetProps {
  /** 'static' draws `staticText`; 'relation' draws `relationValue` (the related field's value). */
  dataType?: CodeDataType;
  staticText?: string;
  /** The related field's name, kept for the form that supplies `relationValue`. */
  relationField?: string;
  relationValue?: unknown;
  format?: string;
  lineColor?: string;
  background?: string;
  width?: number;
  height?: number;
}

/**
 * A barcode (jnpfKey `barcode`): code128 by default, drawn as SVG only when the text is letters
 * and digits; anything else leaves an empty box.
 */
export function BarcodeWidget(props: BarcodeWidgetProps) {
  const text = codeTextOf(props.dataType, props.staticText, props.relationValue);
  const drawable = isBarcodeText(text);
  const svg = useRef<SVGSVGElement>(null);
  const t = useWidgetText();
  const { format, lineColor, background, width, height } = { ...BARCODE_DEFAULTS, ...defined(props) };
  useEffect(() => {
    if (!drawable || !svg.current) return;
    try {
      JsBarcode(svg.current, text, {
        format,
        lineColor,
        background,
        width,
        height,
        margin: BARCODE_DEFAULTS.margin,
        // The caption is drawn as page text below: JsBarcode would measure it on a canvas, which
        // jsdom and some embedded hosts lack, and page text can be copied and read aloud.
        displayValue: false,
      });
    } catch (error) {
      // A format that refuses this text (e.g. EAN13 with letters) draws nothing rather than crash.
      console.warn('条形码无法生成', error);
      svg.current.replaceChildren();
    }
  }, [drawable, text, format, lineColor, background, width, height]);
  if (!drawable) return <div className="fw-widget-barcode" />;
  return (
    <div className="fw-widget-barcode" style={{ display: 'inline-block', textAlign: 'center', background }}>
      <svg ref={svg} role="img" aria-label={t('barcode.label', { text })} style={{ display: 'block' }} />
      <div style={{ font: '16px monospace', color: lineColor, paddingBottom: BARCODE_DEFAULTS.margin }}>
        {text}
      </div>
    </div>
  );
}

/** Props the schema left undefined must not hide the defaults. */
function defined(props: BarcodeWidgetProps): Partial<typeof props> {
  return Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined && v !== ''));
}

import { sanitizeHtml } from '@formwork/widgets';

/** The paper a template prints on, as the server stores it: sizes and margins in mm. */
export interface PageParam {
  type?: string;
  width?: number;
  height?: number;
  direction?: 'portrait' | 'landscape';
  mt?: number;
  mb?: number;
  ml?: number;
  mr?: number;
}

/** One record's filled template as the print endpoint answers it. */
export interface PrintedRecord {
  id: string;
  /** Filled and sanitised by the server. */
  html: string;
  pageParam?: PageParam;
}

const size = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;

/** The @page rule of the paper: A4 portrait with 10mm margins where the template says nothing. */
export function pageRule(param: PageParam = {}): string {
  let width = size(param.width, 210);
  let height = size(param.height, 297);
  if (param.direction === 'landscape' && width < height) [width, height] = [height, width];
  const margins = [param.mt, param.mr, param.mb, param.ml].map((value) => `${size(value, 10)}mm`).join(' ');
  return `@page { size: ${width}mm ${height}mm; margin: ${margins}; }`;
}

/** On screen (a preview) each page shows as its sheet: the paper's width, its margins as padding. */
export function screenRule(param: PageParam = {}): string {
  let width = size(param.width, 210);
  const height = size(param.height, 297);
  if (param.direction === 'landscape' && width < height) width = height;
  else if (param.direction !== 'landscape' && width > height) width = height;
  const padding = [param.mt, param.mr, param.mb, param.ml].map((value) => `${size(value, 10)}mm`).join(' ');
  return `@media screen { body { background: #f0f0f0; padding: 8px 0; } .fw-print-page { box-sizing: border-box; width: ${width}mm; padding: ${padding}; margin: 0 auto 8px; background: #fff; box-shadow: 0 1px 4px rgba(0,0,0,.2); } }`;
}

const STYLE = `
body { margin: 0; font-family: sans-serif; font-size: 14px; color: #000; }
table { border-collapse: collapse; width: 100%; margin: 4px 0; }
td, th { border: 1px solid #000; padding: 4px 6px; vertical-align: top; }
.fw-print-page { page-break-after: always; break-after: page; }
.fw-print-page:last-child { page-break-after: auto; break-after: auto; }
.ql-align-center { text-align: center; } .ql-align-right { text-align: right; }
.ql-align-justify { text-align: justify; }
`;

/**
 * One printable document of the records, a page break between them. Each record's HTML is
 * sanitised again here: the server did it, and the browser does not take its word for it.
 */
export function printDocument(records: readonly PrintedRecord[]): string {
  const pages = records
    .map((record) => `<div class="fw-print-page">${sanitizeHtml(record.html)}</div>`)
    .join('');
  const paper = records[0]?.pageParam;
  return `<!doctype html><html><head><meta charset="utf-8"><style>${pageRule(paper)}${screenRule(paper)}${STYLE}</style></head><body>${pages}</body></html>`;
}

/**
 * Prints the document from a hidden frame and removes the frame afterwards. The frame may not
 * run script (no allow-scripts); being of the same origin, it is printed from here.
 */
export function printInFrame(html: string): Promise<void> {
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-same-origin allow-modals');
    frame.setAttribute('aria-hidden', 'true');
    frame.className = 'fw-print-frame';
    frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;';
    frame.addEventListener(
      'load',
      () => {
        frame.contentWindow?.focus();
        frame.contentWindow?.print();
        // The dialog has closed when print returns; the frame goes a moment later so that a
        // browser still spooling it does not lose it.
        setTimeout(() => frame.remove(), 1000);
        resolve();
      },
      { once: true },
    );
    frame.srcdoc = html;
    document.body.appendChild(frame);
  });
}

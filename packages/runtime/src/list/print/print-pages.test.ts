import { describe, expect, it } from 'vitest';
import { pageRule, printDocument } from './print-pages.js';

describe('print pages', () => {
  it('turns the paper into an @page rule, landscape swapping the sides', () => {
    expect(pageRule({ width: 148, height: 210, direction: 'landscape', mt: 5, mr: 6, mb: 7, ml: 8 })).toBe(
      '@page { size: 210mm 148mm; margin: 5mm 6mm 7mm 8mm; }',
    );
    expect(pageRule()).toBe('@page { size: 210mm 297mm; margin: 10mm 10mm 10mm 10mm; }');
  });

  it('puts each record on its own page and sanitises it again', () => {
    const html = printDocument([
      { id: '1', html: '<p>张三</p><img src="x" onerror="alert(1)">' },
      { id: '2', html: '<p>李四</p><script>alert(2)</script>' },
    ]);
    expect(html.match(/class="fw-print-page"/g)).toHaveLength(2);
    expect(html).toContain('<p>张三</p>');
    expect(html).toContain('<p>李四</p>');
    expect(html).not.toMatch(/onerror|<script>alert/);
  });
});

import { describe, expect, it } from 'vitest';
import { fillTemplate, sanitizePrintHtml } from './fill.js';

const DATA = {
  applicant: '张三',
  leaveType: '事假',
  days: 2.5,
  handover: [
    { task: '周报', mobile: '13912345678' },
    { task: '值班', mobile: '' },
  ],
};

describe('filling a print template', () => {
  it('puts each field’s text in its placeholder and keeps the formatting', () => {
    expect(fillTemplate('<p><strong>{applicant}</strong> 请{leaveType} {days} 天</p>', DATA)).toBe(
      '<p><strong>张三</strong> 请事假 2.5 天</p>',
    );
  });

  it('repeats a table row once per sub-table row, and drops it for none', () => {
    const template =
      '<table><tbody><tr><td>事项</td><td>电话</td></tr><tr><td>{handover.task}</td><td>{handover.mobile}</td></tr></tbody></table>';
    expect(fillTemplate(template, DATA)).toBe(
      '<table><tbody><tr><td>事项</td><td>电话</td></tr><tr><td>周报</td><td>13912345678</td></tr><tr><td>值班</td><td></td></tr></tbody></table>',
    );
    expect(fillTemplate(template, { handover: [] })).toBe(
      '<table><tbody><tr><td>事项</td><td>电话</td></tr></tbody></table>',
    );
  });

  it('lists a sub-table column outside a table row, and leaves unknown names as written', () => {
    expect(fillTemplate('<p>{handover.task} {nobody} {x y}</p>', DATA)).toBe(
      '<p>周报, 值班 {nobody} {x y}</p>',
    );
  });

  it('prints a record value holding markup as text', () => {
    const html = fillTemplate('<p>{applicant}</p>', {
      applicant: '<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a>',
    });
    expect(html).not.toMatch(/<script|<img|<a /i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('removes script, handlers and script URLs from the template itself', () => {
    const html = fillTemplate(
      '<p onclick="alert(1)">{applicant}</p><script>alert(2)</script><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">a</a><iframe src="https://evil"></iframe><p style="background:url(javascript:alert(5));color:red">c</p>',
      DATA,
    );
    expect(html).not.toMatch(/onclick|onerror|<script|javascript:|<iframe|url\(/i);
    expect(html).toContain('<p>张三</p>');
    expect(html).toContain('<img src="x" />');
    expect(html).toContain('style="color:red"');
  });

  it('keeps tables, alignment classes, images of data URLs and page breaks', () => {
    const template =
      '<h1 class="ql-align-center">请假单</h1><table><tbody><tr><td colspan="2">a</td></tr></tbody></table><img src="data:image/png;base64,AAAA"><p style="page-break-after:always"></p>';
    expect(sanitizePrintHtml(template)).toBe(
      '<h1 class="ql-align-center">请假单</h1><table><tbody><tr><td colspan="2">a</td></tr></tbody></table><img src="data:image/png;base64,AAAA" /><p style="page-break-after:always"></p>',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { attrText } from './attr-text.js';

describe('attrText', () => {
  it('shows text and numbers as they are, and nothing for an absent attribute', () => {
    expect(attrText('年假')).toBe('年假');
    expect(attrText(3.5)).toBe('3.5');
    expect(attrText(0)).toBe('0');
    expect(attrText(null)).toBe('');
    expect(attrText(undefined)).toBe('');
  });

  it('joins a list and names people, options and files', () => {
    expect(attrText(['张伟', '李娜'])).toBe('张伟,李娜');
    expect(attrText({ fullName: '研发部' })).toBe('研发部');
    expect(attrText([{ name: '合同.pdf', url: '/f/1' }, { name: '附件.docx' }])).toBe('合同.pdf,附件.docx');
    expect(attrText({ url: '/f/1' })).toBe('');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrcodeWidget } from './QrcodeWidget.js';
import { QRCODE_LEVEL, QRCODE_SIZE, qrPayloadText, qrTextOf } from './qrcode-text.js';

describe('qrTextOf', () => {
  it('takes the static text, the related value or the current record', () => {
    expect(qrTextOf({ staticText: 'https://example.test/a' })).toBe('https://example.test/a');
    expect(qrTextOf({ dataType: 'relation', relationValue: 'SO-1' })).toBe('SO-1');
    expect(qrTextOf({ dataType: 'relation', relationValue: 42 })).toBe('42');
    expect(qrTextOf({ dataType: 'relation', relationValue: null })).toBe('');
  });

  it('writes the current record as a DFD payload once it has an id', () => {
    const payload = { id: 'r1', mid: 'm1', mt: 2, fid: 'f1', pid: 'p1', ftid: 't1', opt: 1 };
    expect(JSON.parse(qrPayloadText(payload))).toEqual({ t: 'DFD', ...payload });
    expect(qrTextOf({ dataType: 'form', payload })).toBe(qrPayloadText(payload));
    expect(qrTextOf({ dataType: 'dynamic', payload })).toBe(qrPayloadText(payload));
    expect(qrTextOf({ dataType: 'form', payload: { mid: 'm1' } })).toBe('');
  });
});

describe('QrcodeWidget', () => {
  it('draws a 40 px code at the lowest error correction by default', () => {
    expect(QRCODE_LEVEL).toBe('L');
    render(<QrcodeWidget staticText="FW" />);
    const svg = screen.getByRole('img', { name: '二维码 FW' });
    expect(svg.getAttribute('width')).toBe(String(QRCODE_SIZE));
    expect(svg.getAttribute('height')).toBe('40');
    // Version 1 at level L: 21 modules plus qrcode.react's quiet zone of none -> a 21-unit view box.
    expect(svg.getAttribute('viewBox')).toBe('0 0 21 21');
  });

  it('takes a size from the field', () => {
    render(<QrcodeWidget staticText="FW" size={100} />);
    expect(screen.getByRole('img').getAttribute('width')).toBe('100');
  });

  it('draws nothing without text', () => {
    render(<QrcodeWidget dataType="relation" relationValue="" />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarcodeWidget } from './BarcodeWidget.js';
import { BARCODE_DEFAULTS, isBarcodeText } from './barcode-text.js';

describe('isBarcodeText', () => {
  it.each([
    ['ABC123', true],
    ['20240501', true],
    ['abc', true],
    ['', false],
    ['AB-12', false],
    ['AB 12', false],
    ['编号1', false],
    ['12.5', false],
  ])('%j -> %s', (text, drawn) => {
    expect(isBarcodeText(text)).toBe(drawn);
  });
});

describe('BarcodeWidget', () => {
  it('uses code128, bars 4 wide, 40 high and a margin of 5', () => {
    expect(BARCODE_DEFAULTS).toMatchObject({ format: 'CODE128', width: 4, height: 40, margin: 5 });
  });

  it('draws a static alphanumeric text as bars with the text under them', () => {
    render(<BarcodeWidget staticText="FW2024" />);
    const svg = screen.getByRole('img', { name: '条形码 FW2024' });
    const bars = [...svg.querySelectorAll('g > rect')];
    expect(bars.length).toBeGreaterThan(10);
    // Every bar 40 high; the narrowest 4 wide, the others multiples of it; 5 px margin.
    expect(new Set(bars.map((bar) => bar.getAttribute('height')))).toEqual(new Set(['40']));
    const widths = bars.map((bar) => Number(bar.getAttribute('width')));
    expect(Math.min(...widths)).toBe(4);
    expect(widths.every((w) => w % 4 === 0)).toBe(true);
    expect(svg.querySelector('g')?.getAttribute('transform')).toBe('translate(5, 5)');
    expect(screen.getByText('FW2024')).toBeTruthy();
  });

  it('draws nothing for a text with other characters', () => {
    render(<BarcodeWidget staticText="FW-2024" />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('draws the value of the related field, and nothing while it is empty', () => {
    const { rerender } = render(<BarcodeWidget dataType="relation" relationField="code" relationValue="" />);
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<BarcodeWidget dataType="relation" relationField="code" relationValue={12345} />);
    expect(screen.getByRole('img', { name: '条形码 12345' })).toBeTruthy();
    rerender(<BarcodeWidget dataType="relation" relationField="code" relationValue="订单 7" />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});

import type { LayoutType } from '@formwork/schema';
import type { CSSProperties } from 'react';
import type { SlideClass } from './settings-store.js';

const NAV = '#001529';
const LIGHT = '#f0f2f5';
const block = (style: CSSProperties): CSSProperties => ({ position: 'absolute', borderRadius: 2, ...style });

/** Where each layout puts its navigation, drawn in 52 x 40 px. */
const LAYOUT_BLOCKS: Record<LayoutType, CSSProperties[]> = {
  classic: [block({ left: 0, top: 0, bottom: 0, width: 14, background: NAV })],
  functional: [block({ left: 0, top: 0, right: 0, height: 10, background: NAV })],
  blend: [
    block({ left: 0, top: 0, right: 0, height: 10, background: NAV }),
    block({ left: 0, top: 10, bottom: 0, width: 12, background: '#d9d9d9' }),
  ],
  plain: [
    block({ left: 0, top: 0, bottom: 0, width: 7, background: NAV }),
    block({ left: 7, top: 0, right: 0, height: 6, background: '#d9d9d9' }),
  ],
};

const frame: CSSProperties = {
  position: 'relative',
  display: 'block',
  width: 52,
  height: 40,
  overflow: 'hidden',
  borderRadius: 4,
  background: LIGHT,
  boxShadow: '0 1px 2.5px rgba(0, 0, 0, 0.18)',
};

export function LayoutPreview({ layout }: { layout: LayoutType }) {
  return (
    <span style={frame}>
      {LAYOUT_BLOCKS[layout].map((style, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing that never reorders
        <span key={index} style={style} />
      ))}
    </span>
  );
}

export function SlidePreview({ slide }: { slide: SlideClass }) {
  const side = slide === 'dark' ? NAV : '#ffffff';
  return (
    <span style={frame}>
      <span style={block({ left: 0, top: 0, bottom: 0, width: 14, background: side })} />
      <span style={block({ left: 14, top: 0, right: 0, height: 8, background: '#ffffff' })} />
    </span>
  );
}

export function Swatch({ colour }: { colour: string }) {
  return <span style={{ display: 'block', width: 24, height: 24, borderRadius: 4, background: colour }} />;
}

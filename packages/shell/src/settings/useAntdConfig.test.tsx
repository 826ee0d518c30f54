import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAntdConfig } from './useAntdConfig.js';

function systemAsksForReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('useAntdConfig and the system motion preference', () => {
  it('keeps antd motion on by default', () => {
    systemAsksForReducedMotion(false);
    const { result } = renderHook(() => useAntdConfig());
    expect(result.current.theme?.token?.motion).toBe(true);
  });

  it('turns antd motion off when the system asks for reduced motion', () => {
    systemAsksForReducedMotion(true);
    const { result } = renderHook(() => useAntdConfig());
    expect(result.current.theme?.token?.motion).toBe(false);
  });
});

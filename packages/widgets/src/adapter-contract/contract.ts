import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONTRACT_CASES, type ContractCase } from './cases.js';

/** One field as the contract mounts it through an adapter. */
export interface FieldUnderTest {
  key: string;
  valueSchema: Record<string, unknown>;
  props: Record<string, unknown>;
  value: unknown;
  disabled?: boolean;
  readOnly?: boolean;
}

/** How the contract drives one adapter. */
export interface AdapterHarness {
  /** The adapter's widgets by jnpfKey, as an app registers them. */
  widgets: Readonly<Record<string, unknown>>;
  /** Renders a form holding one field drawn by `widgets[key]`; answers a reader of that field's form value. */
  mount(field: FieldUnderTest): () => unknown;
}

const fieldOf = (testCase: ContractCase, mode: Partial<FieldUnderTest> = {}): FieldUnderTest => ({
  key: testCase.key,
  valueSchema: testCase.valueSchema,
  props: testCase.props ?? {},
  value: testCase.initial,
  ...mode,
});

/**
 * The widget contract every adapter answers (STYLE habit 8): the same cases, asserted on what
 * a user sees, for Formily and for rjsf alike.
 */
export function runAdapterContract(name: string, harness: AdapterHarness) {
  // antd's first renders in jsdom take seconds on a busy machine.
  vi.setConfig({ testTimeout: 30_000 });

  describe(`${name} adapter contract`, () => {
    it('binds every widget the contract names', () => {
      const missing = CONTRACT_CASES.map((c) => c.key).filter((key) => !harness.widgets[key]);
      expect(missing, `jnpfKeys without a ${name} widget`).toEqual([]);
    });

    describe.each(CONTRACT_CASES.map((c) => [c.key, c] as const))('%s', (_key, testCase) => {
      it('shows the initial value', () => {
        harness.mount(fieldOf(testCase));
        testCase.showsInitial();
      });

      it("carries the user's change into the form value", async () => {
        const read = harness.mount(fieldOf(testCase));
        testCase.edit();
        await waitFor(() => expect(read()).toEqual(testCase.edited));
      });

      it('disables its controls when disabled', () => {
        harness.mount(fieldOf(testCase, { disabled: true }));
        for (const control of testCase.controls()) {
          expect(control.hasAttribute('disabled') || control.getAttribute('aria-disabled') === 'true').toBe(
            true,
          );
        }
      });

      it('shows text instead of controls when read-only', () => {
        harness.mount(fieldOf(testCase, { readOnly: true }));
        expect(screen.getByText(testCase.readOnlyText)).toBeTruthy();
        expect(screen.queryAllByRole('textbox')).toEqual([]);
        expect(screen.queryAllByRole('spinbutton')).toEqual([]);
        expect(screen.queryAllByRole('combobox')).toEqual([]);
        expect(screen.queryAllByRole('switch')).toEqual([]);
      });
    });
  });
}

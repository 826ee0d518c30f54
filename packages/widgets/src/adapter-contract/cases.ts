import type { FieldSchema } from '@formwork/schema';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * One widget held to the adapter contract: how it is configured, the value it starts with,
 * what a user sees and does, and the value the form must hold afterwards.
 */
export interface ContractCase {
  key: string;
  /** JSON Schema of the stored value, for adapters that need one (rjsf picks its field by type). */
  valueSchema: Record<string, unknown>;
  /** The widget's own props: Formily `x-component-props`, rjsf `ui:options`. */
  props?: Record<string, unknown>;
  initial: unknown;
  /** Asserts the initial value shows in the editable widget. */
  showsInitial(): void;
  /** Does what a user does to change the value. */
  edit(): void;
  edited: unknown;
  /** The controls a disabled widget must disable. */
  controls(): HTMLElement[];
  /** The text the read-only widget shows for the initial value. */
  readOnlyText: string;
}

const choices = [
  { fullName: '甲', id: 'a' },
  { fullName: '乙', id: 'b' },
];

const columns: FieldSchema[] = [
  { jnpfKey: 'input', vModel: 'item', label: '物品' },
  { jnpfKey: 'inputNumber', vModel: 'qty', label: '数量' },
];

const spinbutton = (name?: string) => screen.getByRole('spinbutton', name === undefined ? {} : { name });

function typeNumber(box: HTMLElement, text: string) {
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  fireEvent.blur(box);
}

export const CONTRACT_CASES: readonly ContractCase[] = [
  {
    key: 'input',
    valueSchema: { type: 'string' },
    initial: '笔记本',
    showsInitial: () => expect(screen.getByRole('textbox')).toHaveProperty('value', '笔记本'),
    edit: () => fireEvent.change(screen.getByRole('textbox'), { target: { value: '钢笔' } }),
    edited: '钢笔',
    controls: () => [screen.getByRole('textbox')],
    readOnlyText: '笔记本',
  },
  {
    key: 'inputNumber',
    valueSchema: { type: 'number' },
    props: { precision: 1 },
    initial: 3,
    showsInitial: () => expect(spinbutton()).toHaveProperty('value', '3.0'),
    edit: () => typeNumber(spinbutton(), '4.5'),
    edited: 4.5,
    controls: () => [spinbutton()],
    readOnlyText: '3.0',
  },
  {
    key: 'select',
    valueSchema: { type: 'string' },
    props: { options: choices },
    initial: 'a',
    showsInitial: () => expect(screen.getByTitle('甲')).toBeTruthy(),
    edit: () => {
      fireEvent.mouseDown(screen.getByRole('combobox'));
      const list = document.querySelector('.ant-select-dropdown') as HTMLElement;
      fireEvent.click(within(list).getByText('乙'));
    },
    edited: 'b',
    controls: () => [screen.getByRole('combobox')],
    readOnlyText: '甲',
  },
  {
    key: 'switch',
    valueSchema: { type: 'integer' },
    initial: 1,
    showsInitial: () => expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true'),
    edit: () => fireEvent.click(screen.getByRole('switch')),
    edited: 0,
    controls: () => [screen.getByRole('switch')],
    readOnlyText: '开',
  },
  {
    key: 'table',
    valueSchema: {
      type: 'array',
      items: { type: 'object', properties: { item: { type: 'string' }, qty: { type: 'number' } } },
    },
    props: { columns },
    initial: [{ item: '笔', qty: 2 }],
    showsInitial: () => {
      expect(screen.getByRole('textbox')).toHaveProperty('value', '笔');
      expect(spinbutton()).toHaveProperty('value', '2');
    },
    edit: () => fireEvent.change(screen.getByRole('textbox'), { target: { value: '纸' } }),
    edited: [{ item: '纸', qty: 2 }],
    controls: () => [screen.getByRole('textbox'), spinbutton()],
    readOnlyText: '笔',
  },
  {
    key: 'numRange',
    valueSchema: { type: 'array', items: { type: ['number', 'null'] } },
    initial: [1, 5],
    showsInitial: () => {
      expect(spinbutton('最小值')).toHaveProperty('value', '1');
      expect(spinbutton('最大值')).toHaveProperty('value', '5');
    },
    edit: () => typeNumber(spinbutton('最大值'), '9'),
    edited: [1, 9],
    controls: () => [spinbutton('最小值'), spinbutton('最大值')],
    readOnlyText: '1 - 5',
  },
];

import type { CalcExpression } from '@formwork/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { InputNumber } from 'antd';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { controlled } from '../stories-as-tests/controlled.js';
import { CalculateWidget, type CalculateWidgetProps } from './CalculateWidget.js';

const f = (field: string) => ({ field });

const meta = {
  title: 'Widgets/calculate',
  component: CalculateWidget,
  args: { onChange: fn() },
  parameters: { jnpfKey: 'calculate' },
  render: controlled(CalculateWidget),
} satisfies Meta<typeof CalculateWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 0.1 + 0.2 in decimal arithmetic: 0.30, never 0.30000000000000004. */
export const Sum: Story = {
  args: { expression: [f('a'), '+', f('b')], values: { a: 0.1, b: 0.2 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('0.30');
    await expect(canvas.getByRole('textbox')).toHaveAttribute('readonly');
    await expect(args.onChange).toHaveBeenLastCalledWith(0.3);
  },
};

export const MissingOrBadValuesCountAsZero: Story = {
  args: { expression: [f('a'), '+', f('b'), '+', f('c')], values: { a: '5', b: 'abc' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('5.00');
  },
};

export const NaNBecomesZero: Story = {
  args: { expression: [f('a'), '÷', f('b')], values: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('0.00');
  },
};

export const TwelveIntegerDigits: Story = {
  args: { expression: [f('a'), '+', 1], values: { a: 999999999998 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('999999999999.00');
  },
};

export const AmountTooLarge: Story = {
  args: { expression: [f('a'), '+', 1], values: { a: 999999999999 }, value: 5 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('金额过大无法计算');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

const daysTimesRate: CalcExpression = [f('days'), '×', f('rate')];

/** Two boxes feed the formula; the total follows 500 ms after the last keystroke. */
function Debounced(args: CalculateWidgetProps) {
  const [values, setValues] = useState<Record<string, number | null>>({ days: 1, rate: 80 });
  const [total, setTotal] = useState<number | null>(null);
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
      <InputNumber<number>
        aria-label="天数"
        value={values.days}
        onChange={(days) => setValues((v) => ({ ...v, days }))}
      />
      <InputNumber<number>
        aria-label="日补贴"
        value={values.rate}
        onChange={(rate) => setValues((v) => ({ ...v, rate }))}
      />
      <CalculateWidget
        {...args}
        expression={daysTimesRate}
        values={values}
        value={total}
        onChange={(next) => {
          setTotal(next);
          args.onChange?.(next);
        }}
      />
    </div>
  );
}

export const RecomputesAfter500ms: Story = {
  render: (args) => <Debounced {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('80.00');
    const days = canvas.getByRole('spinbutton', { name: '天数' });
    await userEvent.clear(days);
    await userEvent.type(days, '2.5');
    // Still the old total right after typing, the new one once the pause has passed.
    await expect(canvas.getByRole('textbox')).toHaveValue('80.00');
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveValue('200.00'), { timeout: 2000 });
    await expect(args.onChange).toHaveBeenLastCalledWith(200);
  },
};

/** In a form that computes centrally (the runtime), the widget only shows the value. */
export const ShowsGivenValue: Story = {
  args: { value: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('120.00');
  },
};

export const ReadOnly: Story = {
  args: { value: 1234.5, readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1234.50')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { InputNumberWidget } from '../input-number/InputNumberWidget.js';
import { controlled } from '../stories-as-tests/controlled.js';
import { AmountCapitals } from './AmountCapitals.js';

const meta = {
  title: 'Widgets/parts/amountCapitals',
  component: AmountCapitals,
  args: { value: 1234.5 },
} satisfies Meta<typeof AmountCapitals>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDecimals: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('壹仟贰佰叁拾肆元伍角')).toBeInTheDocument();
  },
};

/** No decimals: 整. */
export const Whole: Story = {
  args: { value: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('壹佰元整')).toBeInTheDocument();
  },
};

/** Four decimals: 角分厘毫. */
export const FourDecimals: Story = {
  args: { value: 0.1234 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('壹角贰分叁厘肆毫')).toBeInTheDocument();
  },
};

export const Blank: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('');
  },
};

const NumberBox = controlled(InputNumberWidget);

/** inputNumber with isAmountChinese shows the capitals under its box. */
export const UnderInputNumber: Story = {
  render: (args) => <NumberBox value={Number(args.value)} isAmountChinese />,
  args: { value: 1005.07 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('壹仟零伍元零柒分')).toBeInTheDocument();
  },
};

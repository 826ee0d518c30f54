import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { controlled } from '../stories-as-tests/controlled.js';
import { RateWidget } from './RateWidget.js';

const meta = {
  title: 'Widgets/rate',
  component: RateWidget,
  args: { onChange: fn() },
  parameters: { jnpfKey: 'rate' },
  render: controlled(RateWidget),
} satisfies Meta<typeof RateWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const stars = canvas.getAllByRole('radio');
    await expect(stars).toHaveLength(5);
    await userEvent.click(stars[2] as HTMLElement);
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(stars[2]).toHaveAttribute('aria-checked', 'true');
  },
};

export const WithValueAndScore: Story = {
  args: { value: 4, showScore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')[3]).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByText('4')).toBeInTheDocument();
  },
};

/** JNPF's max sets how many stars there are. */
export const TenStarsWithHalves: Story = {
  args: { value: 6.5, max: 10, allowHalf: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(10);
  },
};

export const Disabled: Story = {
  args: { value: 2, disabled: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getAllByRole('radio')[4] as HTMLElement);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Stars stay visible, not clickable, with the score beside them. */
export const ReadOnly: Story = {
  args: { value: 3, readOnly: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('3')).toBeInTheDocument();
    await userEvent.click(canvas.getAllByRole('radio')[0] as HTMLElement);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

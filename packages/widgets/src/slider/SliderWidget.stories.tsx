import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn } from 'storybook/test';
import { controlled } from '../stories-as-tests/controlled.js';
import { SliderWidget } from './SliderWidget.js';

const meta = {
  title: 'Widgets/slider',
  component: SliderWidget,
  args: { onChange: fn() },
  parameters: { jnpfKey: 'slider' },
  render: controlled(SliderWidget),
} satisfies Meta<typeof SliderWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

// rc-slider reads keyCode, which user-event leaves at 0 for arrow keys, so press them by hand.
const press = (handle: Element | undefined, key: 'ArrowRight' | 'ArrowLeft') =>
  handle && fireEvent.keyDown(handle, { key, keyCode: key === 'ArrowRight' ? 39 : 37 });

/** Starts at min; the arrow keys move by step. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const handle = canvas.getByRole('slider');
    await expect(handle).toHaveAttribute('aria-valuenow', '0');
    press(handle, 'ArrowRight');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const WithValueAndStep: Story = {
  args: { value: 40, min: 0, max: 200, step: 10 },
  play: async ({ canvas, args }) => {
    const handle = canvas.getByRole('slider');
    await expect(handle).toHaveAttribute('aria-valuenow', '40');
    await expect(handle).toHaveAttribute('aria-valuemax', '200');
    press(handle, 'ArrowRight');
    await expect(args.onChange).toHaveBeenLastCalledWith(50);
  },
};

/** Two handles; the value is [low, high]. */
export const Range: Story = {
  args: { value: [20, 60], range: true },
  play: async ({ canvas, args }) => {
    const [low, high] = canvas.getAllByRole('slider');
    await expect(low).toHaveAttribute('aria-valuenow', '20');
    await expect(high).toHaveAttribute('aria-valuenow', '60');
    press(high, 'ArrowLeft');
    await expect(args.onChange).toHaveBeenLastCalledWith([20, 59]);
  },
};

export const Disabled: Story = {
  args: { value: 30, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ReadOnly: Story = {
  args: { value: 30, readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('30')).toBeInTheDocument();
    await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
  },
};

export const ReadOnlyRange: Story = {
  args: { value: [20, 60], range: true, readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('20 - 60')).toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { controlled } from '../stories-as-tests/controlled.js';
import { ColorPickerWidget } from './ColorPickerWidget.js';

const meta = {
  title: 'Widgets/colorPicker',
  component: ColorPickerWidget,
  args: { onChange: fn() },
  parameters: { jnpfKey: 'colorPicker' },
  render: controlled(ColorPickerWidget),
} satisfies Meta<typeof ColorPickerWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trigger sits at the start of the canvas; its popup has the clear swatch. */
const trigger = (canvasElement: HTMLElement) => canvasElement.querySelector('.ant-color-picker-trigger');

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).not.toBeNull();
    await expect(canvasElement.querySelector('.ant-color-picker-clear')).not.toBeNull();
  },
};

export const WithValue: Story = {
  args: { value: '#1677ff' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('#1677FF')).toBeInTheDocument();
  },
};

/** Clearing stores null. */
export const Clear: Story = {
  args: { value: '#1677ff' },
  play: async ({ canvasElement, args }) => {
    const opener = trigger(canvasElement);
    if (opener) await userEvent.click(opener);
    // With a colour chosen, the only clear swatch is the one in the opened popup.
    const clear = await waitFor(() => {
      const found = canvasElement.ownerDocument.querySelector('.ant-color-picker-clear');
      if (!found) throw new Error('the colour popup did not open');
      return found;
    });
    await userEvent.click(clear);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const RgbFormat: Story = {
  args: { value: 'rgb(22,119,255)', colorFormat: 'rgb' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/rgb\(22,\s?119,\s?255\)/)).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { value: '#1677ff', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveClass('ant-color-picker-trigger-disabled');
  },
};

/** A swatch of the colour beside its text. */
export const ReadOnly: Story = {
  args: { value: '#ff0000', readOnly: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('#ff0000')).toBeInTheDocument();
    await expect(canvasElement.querySelector('.fw-widget-swatch')).toHaveStyle({ background: '#ff0000' });
    await expect(trigger(canvasElement)).toBeNull();
  },
};

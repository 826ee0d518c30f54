import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BarcodeWidget } from './BarcodeWidget.js';

const meta = {
  title: 'Widgets/barcode',
  component: BarcodeWidget,
  args: { dataType: 'static', staticText: 'FW20240501' },
  parameters: { jnpfKey: 'barcode' },
} satisfies Meta<typeof BarcodeWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** code128, bars 4 wide and 40 high, 5 px margin. */
export const StaticText: Story = {
  play: async ({ canvas }) => {
    const svg = canvas.getByRole('img', { name: '条形码 FW20240501' });
    const bars = [...svg.querySelectorAll('g > rect')];
    await expect(bars.length).toBeGreaterThan(10);
    await expect(bars.every((bar) => bar.getAttribute('height') === '40')).toBe(true);
    await expect(canvas.getByText('FW20240501')).toBeInTheDocument();
  },
};

/** The value of another field of the form. */
export const RelatedField: Story = {
  args: { dataType: 'relation', relationField: 'orderNo', relationValue: 'SO1024' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '条形码 SO1024' })).toBeInTheDocument();
  },
};

/** Only letters and digits are drawn: a dash or Chinese text leaves the box empty. */
export const NotAlphanumeric: Story = {
  args: { staticText: 'SO-1024 订单' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const EmptyRelatedField: Story = {
  args: { dataType: 'relation', relationField: 'orderNo', relationValue: '' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Colours: Story = {
  args: { staticText: 'ABC123', lineColor: '#1677ff', background: '#f0f5ff' },
  play: async ({ canvas }) => {
    const svg = canvas.getByRole('img', { name: '条形码 ABC123' });
    await expect(svg.querySelector('g')).toHaveAttribute('fill', '#1677ff');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QrcodeWidget } from './QrcodeWidget.js';
import { QRCODE_FIELD_DEFAULT_SIZE } from './qrcode-text.js';

const meta = {
  title: 'Widgets/qrcode',
  component: QrcodeWidget,
  args: { dataType: 'static', staticText: 'https://formwork.example/orders/1024' },
  parameters: { jnpfKey: 'qrcode' },
} satisfies Meta<typeof QrcodeWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 40 px at the lowest error correction. */
export const StaticText: Story = {
  play: async ({ canvas }) => {
    const svg = canvas.getByRole('img', { name: /^二维码 / });
    await expect(svg).toHaveAttribute('width', '40');
  },
};

/** A newly designed field's default size. */
export const FieldDefaultSize: Story = {
  args: { size: QRCODE_FIELD_DEFAULT_SIZE, colorDark: '#1677ff' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAttribute('width', '100');
  },
};

export const RelatedField: Story = {
  args: { dataType: 'relation', relationField: 'orderNo', relationValue: 'SO-1024' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '二维码 SO-1024' })).toBeInTheDocument();
  },
};

/** The current record as a DFD payload, for a scanner app to open it. */
export const CurrentRecord: Story = {
  args: {
    dataType: 'form',
    size: QRCODE_FIELD_DEFAULT_SIZE,
    payload: { id: 'r-1024', mid: 'leave-request', mt: 2, opt: 1 },
  },
  play: async ({ canvas }) => {
    const svg = canvas.getByRole('img');
    const text = (svg.getAttribute('aria-label') ?? '').replace('二维码 ', '');
    await expect(JSON.parse(text)).toMatchObject({ t: 'DFD', id: 'r-1024', mid: 'leave-request' });
  },
};

/** Nothing to encode yet (a new record, an empty related field): nothing drawn. */
export const Empty: Story = {
  args: { dataType: 'relation', relationValue: '' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

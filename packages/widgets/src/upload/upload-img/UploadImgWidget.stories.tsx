import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fakeFileStore } from '../../data-provider/test-provider.js';
import { controlled } from '../../stories-as-tests/controlled.js';
import { UploadImgWidget } from './UploadImgWidget.js';

// A 1×1 transparent PNG, so thumbnails show something in the story book.
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const meta = {
  title: 'Widgets/uploadImg',
  component: UploadImgWidget,
  args: { onChange: fn(), limit: 3, fileSize: 5, sizeUnit: 'MB' },
  parameters: { jnpfKey: 'uploadImg', dataProvider: fakeFileStore().methods },
  render: controlled(UploadImgWidget),
} satisfies Meta<typeof UploadImgWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A chosen image is posted as annexpic and joins the thumbnails. */
export const Uploading: Story = {
  play: async ({ canvas, args }) => {
    const image = new File([new Uint8Array([137, 80, 78, 71])], '门店.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByTestId('upload-img-input'), image);
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: '门店.png' })]),
    );
    await expect(await canvas.findByAltText('门店.png')).toBeInTheDocument();
  },
};

/** At the limit the add button goes away. */
export const Full: Story = {
  args: {
    limit: 1,
    value: [{ name: '工牌.png', fileId: 'badge.png', url: PIXEL }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByAltText('工牌.png')).toBeInTheDocument();
    await expect(canvas.queryByText('上传图片')).not.toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, value: [{ name: '工牌.png', fileId: 'badge.png', url: PIXEL }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('删除 工牌.png')).not.toBeInTheDocument();
  },
};

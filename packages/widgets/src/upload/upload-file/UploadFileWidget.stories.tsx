import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fakeFileStore } from '../../data-provider/test-provider.js';
import { controlled } from '../../stories-as-tests/controlled.js';
import { UploadFileWidget } from './UploadFileWidget.js';

const contract = {
  name: '采购合同.pdf',
  fileId: '9e107d9d372bb6826bd81d3542a419d6.pdf',
  url: '/api/file/Download/annex/9e107d9d372bb6826bd81d3542a419d6.pdf',
  fileSize: 182_044,
  fileExtension: 'pdf',
};

const meta = {
  title: 'Widgets/uploadFile',
  component: UploadFileWidget,
  args: { onChange: fn(), limit: 9, fileSize: 5, sizeUnit: 'MB' },
  // An in-memory store as strict as the server: wrong chunks or a wrong md5 are refused.
  parameters: { jnpfKey: 'uploadFile', dataProvider: fakeFileStore().methods },
  render: controlled(UploadFileWidget),
} satisfies Meta<typeof UploadFileWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A chosen file is hashed, sent in chunks and merged; the value then holds it. */
export const Uploading: Story = {
  play: async ({ canvas, args }) => {
    const file = new File(['第一季度报告'], '季度报告.txt', { type: 'text/plain' });
    await userEvent.upload(canvas.getByTestId('upload-file-input'), file);
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: '季度报告.txt' })]),
    );
    await expect(await canvas.findByText('季度报告.txt')).toBeInTheDocument();
  },
};

/** Stored files offer preview, download and delete. */
export const WithFiles: Story = {
  args: { value: [contract] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('采购合同.pdf')).toBeInTheDocument();
    await expect(canvas.getByLabelText('下载 采购合同.pdf')).toBeInTheDocument();
    await expect(canvas.getByLabelText('删除 采购合同.pdf')).toBeInTheDocument();
  },
};

/** A sealed contract keeps its files: deleting is refused. */
export const Sealed: Story = {
  args: { value: [contract], sealed: true },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByLabelText('删除 采购合同.pdf'));
    const body = canvasElement.ownerDocument.body;
    await waitFor(() => expect(body.textContent).toContain('盖章后合同不能删除'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { value: [contract], readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('选择文件')).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText('删除 采购合同.pdf')).not.toBeInTheDocument();
  },
};

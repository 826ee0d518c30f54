import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DocPreviewDialog, type DocPreviewDialogProps, FILE_MISSING } from './DocPreviewDialog.js';

const previewAddress = 'data:text/html;charset=utf-8,<h1>劳动合同</h1><p>预览内容</p>';

/** A file link that opens the dialog, as a file list does. */
function WithOpener(args: DocPreviewDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>预览</Button>
      <DocPreviewDialog
        {...args}
        open={open}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Widgets/parts/docPreview',
  component: DocPreviewDialog,
  args: {
    open: false,
    fileName: '劳动合同.docx',
    loadUrl: fn(async (): Promise<string | null> => previewAddress),
    onClose: fn(),
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof DocPreviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog is on document.body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const OpensAndLoads: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(args.loadUrl).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /预\s*览/ }));
    const frame = await page(canvasElement).findByTitle('文档预览 - 劳动合同.docx');
    await expect(frame).toHaveAttribute('src', previewAddress);
    await expect(args.loadUrl).toHaveBeenCalledTimes(1);
    await userEvent.click(page(canvasElement).getByRole('button', { name: /取\s*消/ }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const FileMissing: Story = {
  args: { fileName: '已删除.pdf', loadUrl: fn(async (): Promise<string | null> => null) },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /预\s*览/ }));
    await expect(await page(canvasElement).findByText(FILE_MISSING)).toBeInTheDocument();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

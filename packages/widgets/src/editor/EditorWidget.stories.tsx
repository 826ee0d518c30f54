import type { Meta, StoryObj } from '@storybook/react-vite';
import 'quill/dist/quill.snow.css';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { controlled } from '../stories-as-tests/controlled.js';
import { EditorWidget } from './EditorWidget.js';

const meta = {
  title: 'Widgets/editor',
  component: EditorWidget,
  args: { placeholder: '请输入内容', height: 200, onChange: fn() },
  parameters: { jnpfKey: 'editor' },
  render: controlled(EditorWidget),
} satisfies Meta<typeof EditorWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Quill loads on first use; wait for its editing area. */
async function editingArea(canvasElement: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const area = canvasElement.querySelector<HTMLElement>('.ql-editor');
    if (!area) throw new Error('Quill has not loaded yet');
    return area;
  });
}

/** The full toolbar: formats, headers, sizes, colours, quote, code, lists, indent, align, direction, clean, link, image. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await editingArea(canvasElement);
    const toolbar = canvas.getByRole('toolbar');
    for (const name of [
      'bold',
      'italic',
      'underline',
      'strike',
      'blockquote',
      'code-block',
      'clean',
      'link',
      'image',
    ]) {
      await expect(toolbar.querySelector(`button.ql-${name}`)).not.toBeNull();
    }
    for (const name of ['header', 'size', 'color', 'background', 'align']) {
      await expect(toolbar.querySelector(`.ql-${name}.ql-picker`)).not.toBeNull();
    }
  },
};

/** Incoming HTML is sanitised: the script and the onerror handler never reach the page. */
export const WithContent: Story = {
  args: {
    value:
      '<h2>请假说明</h2><p><strong>事由：</strong>家中有事<script>alert(1)</script></p>' +
      '<ol><li>第一天</li><li>第二天</li></ol><p><img src="x.png" onerror="alert(1)"></p>',
  },
  play: async ({ canvasElement }) => {
    const area = await editingArea(canvasElement);
    await expect(area.querySelector('h2')).toHaveTextContent('请假说明');
    await expect(area.querySelector('script')).toBeNull();
    await expect(area.querySelector('[onerror]')).toBeNull();
  },
};

/** What is typed comes out as HTML. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const area = await editingArea(canvasElement);
    await userEvent.click(area);
    await userEvent.keyboard('你好');
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
  },
};

export const Disabled: Story = {
  args: { value: '<p>不可编辑的内容</p>', disabled: true },
  play: async ({ canvasElement }) => {
    const area = await editingArea(canvasElement);
    await expect(area).toHaveAttribute('contenteditable', 'false');
  },
};

export const ReadOnly: Story = {
  args: { value: '<p><em>只读</em>内容<script>alert(1)</script></p>', readOnly: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('只读')).toBeInTheDocument();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
  },
};

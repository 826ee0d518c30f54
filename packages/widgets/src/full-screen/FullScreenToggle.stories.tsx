import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FULL_SCREEN_UNSUPPORTED, FullScreenToggle, type FullScreenToggleProps } from './FullScreenToggle.js';

function Panel(args: FullScreenToggleProps) {
  const panel = useRef<HTMLDivElement>(null);
  return (
    <div ref={panel} style={{ background: '#fff', padding: 16, border: '1px solid #eee' }}>
      <FullScreenToggle {...args} target={() => panel.current} />
      <p>列表或表单的内容</p>
    </div>
  );
}

const meta = {
  title: 'Widgets/parts/fullScreen',
  component: FullScreenToggle,
  args: { onChange: fn() },
  render: (args) => <Panel {...args} />,
} satisfies Meta<typeof FullScreenToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The real browser API: click to try it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '全屏' })).toBeInTheDocument();
  },
};

/**
 * Plays the browser's part (a play function's click is not a user gesture, so a real browser
 * would refuse): the icon and label flip on the fullscreenchange event.
 */
export const FlipsOnFullScreenChange: Story = {
  beforeEach: () => {
    let current: Element | null = null;
    const doc = document as unknown as Record<string, unknown>;
    const saved = { enter: Element.prototype.requestFullscreen, exit: document.exitFullscreen };
    const announce = () => setTimeout(() => document.dispatchEvent(new Event('fullscreenchange')));
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => true });
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => current });
    Element.prototype.requestFullscreen = function (this: Element) {
      current = this;
      announce();
      return Promise.resolve();
    };
    document.exitFullscreen = () => {
      current = null;
      announce();
      return Promise.resolve();
    };
    return () => {
      Reflect.deleteProperty(doc, 'fullscreenEnabled');
      Reflect.deleteProperty(doc, 'fullscreenElement');
      Element.prototype.requestFullscreen = saved.enter;
      document.exitFullscreen = saved.exit;
    };
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '全屏' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: '退出全屏' })).toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: '退出全屏' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: '全屏' })).toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

/** A browser without full screen: a warning instead. */
export const Unsupported: Story = {
  beforeEach: () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => false });
    return () => {
      Reflect.deleteProperty(document as unknown as Record<string, unknown>, 'fullscreenEnabled');
    };
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '全屏' }));
    const page = canvasElement.ownerDocument.body;
    await waitFor(() => expect(page).toHaveTextContent(FULL_SCREEN_UNSUPPORTED));
  },
};

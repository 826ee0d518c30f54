import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DocPreviewDialog } from './DocPreviewDialog.js';

describe('DocPreviewDialog', () => {
  // antd's modal measures the scrollbar through a pseudo-element, which jsdom cannot compute.
  const computed = window.getComputedStyle;
  beforeAll(() => {
    window.getComputedStyle = (element: Element) => computed(element);
  });
  afterAll(() => {
    window.getComputedStyle = computed;
  });

  it('loads the address on opening and shows it in a frame under 文档预览 - {name}', async () => {
    const loadUrl = vi.fn(async () => 'https://preview.example.test/doc/1');
    const { rerender } = render(
      <DocPreviewDialog open={false} fileName="合同.docx" loadUrl={loadUrl} onClose={() => {}} />,
    );
    expect(loadUrl).not.toHaveBeenCalled();
    rerender(<DocPreviewDialog open fileName="合同.docx" loadUrl={loadUrl} onClose={() => {}} />);
    expect(await screen.findByText('文档预览 - 合同.docx')).toBeTruthy();
    const frame = await screen.findByTitle('文档预览 - 合同.docx');
    expect(frame.getAttribute('src')).toBe('https://preview.example.test/doc/1');
    expect(loadUrl).toHaveBeenCalledTimes(1);
  });

  it('closes on cancel', async () => {
    const onClose = vi.fn();
    render(<DocPreviewDialog open fileName="a.pdf" loadUrl={async () => '/a.pdf'} onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: /取\s*消/ }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says 文件不存在 and closes when the file is missing', async () => {
    const onClose = vi.fn();
    render(<DocPreviewDialog open fileName="gone.pdf" loadUrl={async () => null} onClose={onClose} />);
    expect(await screen.findByText('文件不存在')).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByTitle('文档预览 - gone.pdf')).toBeNull();
  });

  it("shows the server's message and closes when loading fails", async () => {
    const onClose = vi.fn();
    const loadUrl = () => Promise.reject(new Error('无权访问该文件'));
    render(<DocPreviewDialog open fileName="b.pdf" loadUrl={loadUrl} onClose={onClose} />);
    expect(await screen.findByText('无权访问该文件')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('drops an answer that arrives after the dialog closed', async () => {
    let answer: (url: string | null) => void = () => {};
    const onClose = vi.fn();
    const loadUrl = () => new Promise<string | null>((resolve) => (answer = resolve));
    const { rerender } = render(
      <DocPreviewDialog open fileName="c.pdf" loadUrl={loadUrl} onClose={onClose} />,
    );
    rerender(<DocPreviewDialog open={false} fileName="c.pdf" loadUrl={loadUrl} onClose={onClose} />);
    answer(null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('文件不存在')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});

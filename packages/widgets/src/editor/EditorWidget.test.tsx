import { act, render, screen, waitFor } from '@testing-library/react';
import Quill from 'quill';
import { describe, expect, it, vi } from 'vitest';
import { testDataProvider, WidgetsProvider } from '../data-provider/index.js';
import { EditorWidget } from './EditorWidget.js';
import { sanitizeHtml } from './sanitize.js';
import { EDITOR_TOOLBAR } from './toolbar.js';

describe('sanitizeHtml', () => {
  it('keeps formatting and drops scripts, handlers and javascript: links', () => {
    expect(sanitizeHtml('<p><strong>粗体</strong> <em>斜体</em></p>')).toBe(
      '<p><strong>粗体</strong> <em>斜体</em></p>',
    );
    expect(sanitizeHtml('<p class="ql-align-center"><span style="color: red;">红</span></p>')).toBe(
      '<p class="ql-align-center"><span style="color: red;">红</span></p>',
    );
    expect(sanitizeHtml('<p>a<script>alert(1)</script></p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<img src="x.png" onerror="alert(1)">')).toBe('<img src="x.png">');
    expect(sanitizeHtml('<a href="javascript:alert(1)">链接</a>')).toBe('<a>链接</a>');
  });

  it('treats an editor holding only empty paragraphs, and non-text, as empty', () => {
    expect(sanitizeHtml('<p><br></p>')).toBe('');
    expect(sanitizeHtml('<p><br></p><p><br></p>')).toBe('');
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(42)).toBe('');
  });
});

describe('EditorWidget', () => {
  it('has the full toolbar, in its order', () => {
    expect(EDITOR_TOOLBAR).toEqual([
      ['bold', 'italic', 'underline', 'strike'],
      [{ header: [1, 2, 3, 4, 5, 6, false] }],
      [{ size: ['small', false, 'large', 'huge'] }],
      [{ color: [] }, { background: [] }],
      ['blockquote', 'code-block'],
      [{ list: 'ordered' }, { list: 'bullet' }],
      [{ indent: '-1' }, { indent: '+1' }],
      [{ align: [] }],
      [{ direction: 'rtl' }],
      ['clean'],
      ['link', 'image'],
    ]);
  });

  it('read-only shows the sanitised HTML', () => {
    const { container } = render(
      <EditorWidget readOnly value={'<h2>标题</h2><p onclick="x()">正文<script>alert(1)</script></p>'} />,
    );
    expect(screen.getByRole('heading', { name: '标题' })).toBeTruthy();
    expect(screen.getByText('正文')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
  });

  it('edits in Quill with every toolbar control, loading and emitting sanitised HTML', async () => {
    const onChange = vi.fn();
    const dirty = '<p>你好<img src="x.png" onerror="alert(1)"></p>';
    const { container, rerender } = render(<EditorWidget value={dirty} onChange={onChange} />);
    const area = await waitFor(() => {
      const found = container.querySelector<HTMLElement>('.ql-editor');
      expect(found).toBeTruthy();
      return found as HTMLElement;
    });
    const toolbar = screen.getByRole('toolbar');
    for (const name of [
      'bold',
      'italic',
      'underline',
      'strike',
      'blockquote',
      'code-block',
      'link',
      'image',
      'clean',
    ]) {
      expect(toolbar.querySelector(`button.ql-${name}`), name).toBeTruthy();
    }
    for (const name of ['header', 'size', 'color', 'background', 'align']) {
      expect(toolbar.querySelector(`.ql-${name}.ql-picker`), name).toBeTruthy();
    }
    expect(toolbar.querySelector('button.ql-list[value="ordered"]')).toBeTruthy();
    expect(toolbar.querySelector('button.ql-list[value="bullet"]')).toBeTruthy();
    expect(toolbar.querySelector('button.ql-indent[value="+1"]')).toBeTruthy();
    expect(toolbar.querySelector('button.ql-direction[value="rtl"]')).toBeTruthy();

    expect(area.textContent).toBe('你好');
    expect(area.querySelector('img')?.getAttribute('src')).toBe('x.png');
    expect(area.querySelector('[onerror]')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();

    const quill = Quill.find(area.parentElement as HTMLElement) as Quill;
    act(() => {
      quill.insertText(0, '大家', { bold: true }, 'user');
    });
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>大家</strong>你好<img src="x.png"></p>');

    rerender(<EditorWidget value="<p>外部<script>alert(1)</script></p>" onChange={onChange} />);
    expect(area.innerHTML).toBe('<p>外部</p>');
    act(() => {
      quill.deleteText(0, quill.getLength(), 'user');
    });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('disabled keeps the text but takes no input', async () => {
    const { container, rerender } = render(<EditorWidget value="<p>只读</p>" disabled />);
    await waitFor(() => expect(container.querySelector('.ql-container.ql-disabled')).toBeTruthy());
    rerender(<EditorWidget value="<p>只读</p>" />);
    expect(container.querySelector('.ql-container.ql-disabled')).toBeNull();
    expect(container.querySelector('.ql-editor')?.getAttribute('contenteditable')).toBe('true');
  });

  it('words its header and size pickers and its link tooltip in the chosen language', async () => {
    const { container, rerender } = render(
      <WidgetsProvider dataProvider={testDataProvider()} language="zh">
        <EditorWidget value="<h2>标题</h2>" />
      </WidgetsProvider>,
    );
    await waitFor(() => expect(container.querySelector('.ql-editor')).toBeTruthy());
    const header = container.querySelector('.ql-picker.ql-header') as HTMLElement;
    const items = [...header.querySelectorAll<HTMLElement>('.ql-picker-item')];
    expect(items.map((item) => item.dataset.label)).toEqual([
      '标题1',
      '标题2',
      '标题3',
      '标题4',
      '标题5',
      '标题6',
      '正文',
    ]);
    expect(header.querySelector<HTMLElement>('.ql-picker-label')?.dataset.label).toBe('正文');
    const size = container.querySelector('.ql-picker.ql-size') as HTMLElement;
    expect([...size.querySelectorAll<HTMLElement>('.ql-picker-item')].map((i) => i.dataset.label)).toEqual([
      '小号',
      '默认',
      '大号',
      '超大',
    ]);
    expect(container.querySelector<HTMLElement>('.ql-tooltip')?.dataset.fwEnter).toBe('输入链接：');
    expect(container.querySelector('style')?.textContent).toContain('attr(data-fw-enter)');

    rerender(
      <WidgetsProvider dataProvider={testDataProvider()} language="en">
        <EditorWidget value="<h2>标题</h2>" />
      </WidgetsProvider>,
    );
    await waitFor(() => expect(items[6]?.dataset.label).toBe('Normal'));
    expect(items[0]?.dataset.label).toBe('Heading 1');
    expect(container.querySelector<HTMLElement>('.ql-tooltip a.ql-remove')?.dataset.fwRemove).toBe('Remove');
  });
});

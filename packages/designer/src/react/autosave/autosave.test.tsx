import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canvasItem, DESIGN_ID, renderDesigner } from '../testing/render-designer.js';
import { formWith } from '../testing/test-metas.js';
import { readDraft } from './storage.js';

const form = () => formWith([{ jnpfKey: 'input', vModel: 'name', label: '姓名' }]);

afterEach(() => {
  vi.useRealTimers();
});

describe('autosave', () => {
  it('puts the draft 500 ms after the last change, keeping the loaded fields, and shows the state', async () => {
    const { server } = await renderDesigner(form());
    vi.useFakeTimers();
    expect(screen.getByText('已保存')).toBeTruthy();
    fireEvent.click(canvasItem('姓名'));
    fireEvent.keyDown(window, { key: 'Delete' });
    expect(screen.getByText('未保存')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(server.puts).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(server.puts).toHaveLength(1);
    expect(server.puts[0]).toMatchObject({ fullName: '请假单', enCode: 'leave' });
    expect(server.puts[0]).not.toHaveProperty('category');
    expect(JSON.parse(server.puts[0]?.formData as string).fields).toEqual([]);
    expect(screen.getByText('已保存')).toBeTruthy();
  });

  it('shows a failure with a retry that saves again', async () => {
    const { server } = await renderDesigner(form());
    server.failPuts(true);
    vi.useFakeTimers();
    fireEvent.click(canvasItem('姓名'));
    fireEvent.keyDown(window, { key: 'Delete' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(screen.getByText('保存失败')).toBeTruthy();
    server.failPuts(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '重试' }));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(server.puts).toHaveLength(2);
    expect(screen.getByText('已保存')).toBeTruthy();
  });

  it('keeps an unsaved edit and its undo stack for a reload of the tab', async () => {
    const first = await renderDesigner(form());
    first.server.failPuts(true);
    fireEvent.click(canvasItem('姓名'));
    fireEvent.keyDown(window, { key: 'Delete' });
    first.unmount();
    expect(readDraft(DESIGN_ID)?.unsaved).toBe(true);
    await renderDesigner(form(), 'zh', { keepSession: true });
    expect(await screen.findByText('已恢复上次未保存的修改')).toBeTruthy();
    expect(screen.queryByRole('group', { name: '姓名' })).toBeNull();
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(await screen.findByRole('group', { name: '姓名' })).toBeTruthy();
  });
});

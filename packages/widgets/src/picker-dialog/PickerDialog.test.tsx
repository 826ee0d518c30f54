import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PickerDialog } from './PickerDialog.js';
import { buttonNamed, renderWithData } from './test-render.js';
import { useProviderData } from './use-provider-data.js';

describe('PickerDialog', () => {
  const items = [
    { key: 'u1', label: '张三/zhangsan', description: '总公司/研发部' },
    { key: 'u2', label: '李四/lisi' },
  ];
  const renderDialog = (selected = items) => {
    const handlers = { onRemove: vi.fn(), onClear: vi.fn(), onCancel: vi.fn(), onConfirm: vi.fn() };
    render(
      <PickerDialog open title="选择用户" selected={selected} {...handlers}>
        <p>左侧</p>
      </PickerDialog>,
    );
    return handlers;
  };

  it('is 800px wide and lists the selection with remove, 清空列表, cancel and confirm', () => {
    const handlers = renderDialog();
    expect(screen.getByRole('dialog').style.width).toBe('800px');
    const selected = within(screen.getByRole('region', { name: '已选' }));
    expect(selected.getByText('总公司/研发部')).toBeTruthy();
    fireEvent.click(selected.getByRole('button', { name: '移除李四/lisi' }));
    expect(handlers.onRemove).toHaveBeenCalledWith('u2');
    fireEvent.click(selected.getByRole('button', { name: '清空列表' }));
    expect(handlers.onClear).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', buttonNamed('取消')));
    expect(handlers.onCancel).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', buttonNamed('确定')));
    expect(handlers.onConfirm).toHaveBeenCalled();
  });

  it('says 暂无数据 when nothing is selected', () => {
    renderDialog([]);
    const selected = within(screen.getByRole('region', { name: '已选' }));
    expect(selected.getByText('暂无数据', { ignore: 'title' })).toBeTruthy();
  });

  it('cancels on Escape', () => {
    const handlers = renderDialog();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', keyCode: 27 });
    expect(handlers.onCancel).toHaveBeenCalled();
  });
});

function Probe({ id, load }: { id: string | null; load: (signal: AbortSignal) => Promise<string> }) {
  const { data, loading } = useProviderData(id, load);
  return <output>{loading ? 'loading' : (data ?? 'none')}</output>;
}

describe('useProviderData', () => {
  it('stops loading without a message when the call fails', async () => {
    renderWithData(<Probe id="a" load={() => Promise.reject(new Error('网络错误'))} />, {});
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('none')).toBeTruthy();
    expect(screen.queryByText('网络错误')).toBeNull();
  });

  it('aborts the call a new key replaces and ignores its late answer', async () => {
    const answers: Record<string, (value: string) => void> = {};
    const signals: AbortSignal[] = [];
    const load = (key: string) => (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>((resolve) => {
        answers[key] = resolve;
      });
    };
    const { rerender } = render(<Probe id="first" load={load('first')} />);
    rerender(<Probe id="second" load={load('second')} />);
    expect(signals[0]?.aborted).toBe(true);
    await act(async () => answers.first?.('旧的'));
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => answers.second?.('新的'));
    expect(screen.getByText('新的')).toBeTruthy();
  });
});

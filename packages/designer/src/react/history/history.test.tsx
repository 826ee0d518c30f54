import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { canvasItem, DESIGN_ID, renderDesigner } from '../testing/render-designer.js';
import { formWith } from '../testing/test-metas.js';

const form = () => formWith([{ jnpfKey: 'input', vModel: 'name', label: '姓名' }]);

async function openHistory() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /发布历史/ }));
  });
  return screen.findByRole('region', { name: '发布记录' });
}

/** The releases, not the buttons each carries (antd draws those as list items too). */
const releasesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('ant-list-item'));

async function choose(label: string, option: string) {
  await act(async () => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  });
  // The dropdown opened last is the last one in the document.
  const dropdown = [...document.querySelectorAll('.ant-select-dropdown')].at(-1);
  const item = dropdown?.querySelector(`.ant-select-item-option[title="${option}"]`);
  await act(async () => {
    fireEvent.click(item as Element);
  });
}

describe('release history', () => {
  it('lists who released which version and why, and what changed between two versions', async () => {
    await renderDesigner(form());
    const list = await openHistory();
    const items = releasesIn(list);
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('v2');
    expect(items[1]?.textContent).toContain('初版');
    // Latest release against the draft by default: nothing changed.
    expect(await screen.findByText('没有变化')).toBeTruthy();
    await choose('从', 'v1');
    await choose('到', 'v2');
    expect(await screen.findByText('新增字段 电话 (phone)，位于 表单')).toBeTruthy();
  });

  it('rolls back after a confirmation that shows the changes, then opens the draft afresh', async () => {
    const { server } = await renderDesigner(form());
    const list = await openHistory();
    const older = releasesIn(list)[1] as HTMLElement;
    await act(async () => {
      fireEvent.click(within(older).getByRole('button', { name: '回滚' }));
    });
    // antd writes a confirmation's title twice: once for screen readers, once on screen.
    const [title] = await screen.findAllByText(/^回滚到 v1？/);
    const dialog = title?.closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('删除字段 电话 (phone)（原位于 表单）')).toBeTruthy();
    const loads = () =>
      (
        server.transport as unknown as { mock: { calls: [{ method: string; url: string }][] } }
      ).mock.calls.filter(([r]) => r.method === 'GET' && r.url === `/api/visualdev/Base/${DESIGN_ID}`).length;
    const before = loads();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /回滚/ }));
    });
    expect(server.rollbacks).toEqual([`/api/visualdev/Base/${DESIGN_ID}/Releases/1/Actions/Rollback`]);
    expect(loads()).toBe(before + 1);
  });

  it('offers no roll back of the latest version, nor while the draft has unsaved edits', async () => {
    const { server } = await renderDesigner(form());
    // The edit below must stay unsaved however slowly the drawer opens on a loaded machine.
    server.failPuts(true);
    const rollBackOf = (item: HTMLElement | undefined) =>
      within(item as HTMLElement).getByRole('button', { name: '回滚' }) as HTMLButtonElement;
    let [latest, older] = releasesIn(await openHistory());
    expect(rollBackOf(latest).disabled).toBe(true);
    expect(rollBackOf(older).disabled).toBe(false);

    // An edit the server has not saved yet: a roll back would replace it.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(canvasItem('姓名'));
    fireEvent.keyDown(window, { key: 'Delete' });
    [latest, older] = releasesIn(await openHistory());
    expect(rollBackOf(older).disabled).toBe(true);
  });
});

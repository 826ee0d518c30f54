import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { orgFixtureProvider } from '../picker-dialog/org-fixtures.js';
import { buttonNamed, renderWithData } from '../picker-dialog/test-render.js';
import { controlled } from '../stories-as-tests/controlled.js';
import { UserSelectWidget, UsersSelectWidget } from './UserSelectWidget.js';

const ControlledUserSelect = controlled(UserSelectWidget);

const openDialog = async () => {
  fireEvent.mouseDown(screen.getByRole('combobox'));
  return within(await screen.findByRole('dialog'));
};

describe('UserSelectWidget', () => {
  it('asks usersByIds for stored ids but never for the currentUser variable', async () => {
    const fixture = orgFixtureProvider();
    const usersByIds = vi.fn(fixture.usersByIds);
    renderWithData(<UsersSelectWidget value={['currentUser', 'u-lisi']} readOnly />, { usersByIds });
    expect(await screen.findByText('当前用户,李四/lisi')).toBeTruthy();
    expect(usersByIds).toHaveBeenCalledTimes(1);
    expect(usersByIds.mock.calls[0]?.[0]).toEqual({ ids: ['u-lisi'] });
  });

  it('shows an id nobody answered for as itself', async () => {
    renderWithData(<UserSelectWidget value="u-gone" readOnly />, { usersByIds: async () => [] });
    expect(await screen.findByText('u-gone')).toBeTruthy();
  });

  it('loads a level of the tree when an organisation is opened, by its node id', async () => {
    const fixture = orgFixtureProvider();
    const userTree = vi.fn(fixture.userTree);
    renderWithData(<UserSelectWidget />, { userTree });
    const dialog = await openDialog();
    fireEvent.click(await dialog.findByText('总公司'));
    expect(await dialog.findByText('研发部')).toBeTruthy();
    expect(userTree.mock.calls.map(([params]) => params)).toEqual([{ nodeId: '0' }, { nodeId: 'org-hq' }]);
  });

  it('does not fetch the names of users it has just picked', async () => {
    const fixture = orgFixtureProvider();
    const usersByIds = vi.fn(fixture.usersByIds);
    const onChange = vi.fn();
    renderWithData(<ControlledUserSelect onChange={onChange} />, { ...fixture, usersByIds });
    const dialog = await openDialog();
    fireEvent.click(dialog.getByRole('tab', { name: '我的下属' }));
    fireEvent.click(await dialog.findByText('李四/lisi'));
    fireEvent.click(dialog.getByRole('button', buttonNamed('确定')));
    expect(onChange).toHaveBeenCalledWith('u-lisi');
    expect(await screen.findByTitle('李四/lisi')).toBeTruthy();
    expect(usersByIds).not.toHaveBeenCalled();
  });

  it('searches the current tab with the keyword, and a new tab starts without one', async () => {
    const fixture = orgFixtureProvider();
    const currentOrganizeUsers = vi.fn(fixture.currentOrganizeUsers);
    const subordinates = vi.fn(fixture.subordinates);
    renderWithData(<UserSelectWidget />, { ...fixture, currentOrganizeUsers, subordinates });
    const dialog = await openDialog();
    fireEvent.click(dialog.getByRole('tab', { name: '当前组织' }));
    const search = dialog.getByPlaceholderText('请输入关键词');
    fireEvent.change(search, { target: { value: '李' } });
    fireEvent.keyDown(search, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(dialog.queryByText('张三/zhangsan')).toBeNull());
    expect(currentOrganizeUsers).toHaveBeenLastCalledWith({ keyword: '李' }, expect.any(AbortSignal));
    fireEvent.click(dialog.getByRole('tab', { name: '我的下属' }));
    expect((search as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(subordinates).toHaveBeenCalledWith({}, expect.any(AbortSignal)));
  });

  it('starts the dialog over from the stored value after a cancel', async () => {
    renderWithData(<UserSelectWidget value="u-zhangsan" />, orgFixtureProvider());
    await screen.findByText('张三/zhangsan');
    let dialog = await openDialog();
    fireEvent.click(dialog.getByRole('button', { name: '清空列表' }));
    fireEvent.click(dialog.getByRole('button', buttonNamed('取消')));
    dialog = await openDialog();
    const selected = within(dialog.getByRole('region', { name: '已选' }));
    expect(selected.getByText('张三/zhangsan')).toBeTruthy();
  });
});

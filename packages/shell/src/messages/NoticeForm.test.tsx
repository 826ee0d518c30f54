import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.js';
import { useSessionStore } from '../session/store.js';
import { type RecipientPickerProps, ShellConfigProvider } from '../shell-config.js';
import { fakeServer, type SeenCall } from '../testing/fake-server.js';
import { ADMIN_TOKEN, adminInfo, ok } from '../testing/fixtures.js';
import { type NoticeEditing, NoticeForm } from './NoticeForm.js';

// antd dialogs and forms in jsdom take seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 5000 });

/** Stands for the console's pickers: shows what is chosen and adds one id of its kind when pressed. */
function StubPicker({ kind, value = [], onChange }: RecipientPickerProps) {
  return (
    <button type="button" aria-label={`pick ${kind}`} onClick={() => onChange?.([...value, `${kind}-1`])}>
      {value.join(',') || 'none'}
    </button>
  );
}

const withPicker = { recipientPicker: StubPicker };

function renderForm(editing: NoticeEditing, config: object = withPicker) {
  const onSaved = vi.fn();
  render(
    <ShellConfigProvider config={config}>
      <NoticeForm editing={editing} onClose={() => {}} onSaved={onSaved} />
    </ShellConfigProvider>,
  );
  return onSaved;
}

/** A button by its words; antd spaces out two Chinese characters on a button without an icon. */
const button = (word: string) =>
  screen.getByText(new RegExp(`^${[...word].join('\\s*')}$`)).closest('button') as HTMLElement;
const sent = (server: { calls: SeenCall[] }, method: string) =>
  server.calls
    .filter((call) => call.method === method)
    .map((call) => JSON.parse(String(call.config.data)) as Record<string, unknown>);

beforeEach(async () => {
  await i18n.changeLanguage('zh');
  useSessionStore.setState({ token: ADMIN_TOKEN, userInfo: adminInfo() });
});

describe('whom a notice goes to', () => {
  it('goes to everyone unless users, departments or roles are chosen, and asks for one when chosen', async () => {
    const server = fakeServer({ 'POST /api/message': ok(undefined, '新建成功') });
    const onSaved = renderForm({});
    fireEvent.change(await screen.findByLabelText('标题'), { target: { value: '年会通知' } });
    expect((screen.getByLabelText('全部用户') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('pick user')).toBeNull();

    fireEvent.click(screen.getByLabelText('指定用户、部门或角色'));
    expect(screen.getByText('用户')).toBeTruthy();
    expect(screen.getByText('部门')).toBeTruthy();
    expect(screen.getByText('角色')).toBeTruthy();
    // Not asked for yet: the user has only begun to choose.
    await act(async () => {});
    expect(screen.queryByText('请选择用户、部门或角色')).toBeNull();
    fireEvent.click(button('保存'));
    expect(await screen.findByText('请选择用户、部门或角色')).toBeTruthy();
    expect(sent(server, 'POST')).toEqual([]);

    fireEvent.click(screen.getByLabelText('pick department'));
    fireEvent.click(screen.getByLabelText('pick role'));
    fireEvent.click(screen.getByLabelText('pick user'));
    await waitFor(() => expect(screen.queryByText('请选择用户、部门或角色')).toBeNull());
    fireEvent.click(button('保存'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent(server, 'POST')).toEqual([
      {
        title: '年会通知',
        bodyText: '',
        toUserIds: 'user-1--user,department-1--department,role-1--role',
      },
    ]);
  });

  it('shows a draft’s chosen recipients again, and going back to everyone clears them', async () => {
    const server = fakeServer({
      'GET /api/message/n1': ok({
        id: 'n1',
        title: '研发通知',
        bodyText: '',
        enabledMark: 0,
        toUserIds: 'org-rd--department,role-staff--role,org-company--company',
      }),
      'PUT /api/message/n1': ok(undefined, '更新成功'),
    });
    const onSaved = renderForm({ id: 'n1' });
    await waitFor(() =>
      expect((screen.getByLabelText('指定用户、部门或角色') as HTMLInputElement).checked).toBe(true),
    );
    expect(within(screen.getByLabelText('pick department')).getByText('org-rd,org-company')).toBeTruthy();
    expect(within(screen.getByLabelText('pick role')).getByText('role-staff')).toBeTruthy();
    expect(within(screen.getByLabelText('pick user')).getByText('none')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('全部用户'));
    expect(screen.queryByLabelText('pick department')).toBeNull();
    fireEvent.click(button('保存'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent(server, 'PUT')).toEqual([{ title: '研发通知', bodyText: '', toUserIds: '' }]);
  });

  it('keeps a draft’s recipients as they were where the app offers no pickers', async () => {
    const server = fakeServer({
      'GET /api/message/n1': ok({
        id: 'n1',
        title: '研发通知',
        bodyText: '',
        toUserIds: 'org-rd--department',
      }),
      'PUT /api/message/n1': ok(undefined, '更新成功'),
    });
    const onSaved = renderForm({ id: 'n1' }, {});
    await waitFor(() => expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe('研发通知'));
    expect(screen.queryByText('发送对象')).toBeNull();
    fireEvent.click(button('保存'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent(server, 'PUT')).toEqual([
      { title: '研发通知', bodyText: '', toUserIds: 'org-rd--department' },
    ]);
  });
});

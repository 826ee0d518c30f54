import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.js';
import { useSessionStore } from '../session/store.js';
import { menu } from '../testing/fixtures.js';
import { LazyHeaderSearch } from './LazyHeaderSearch.js';

beforeEach(async () => {
  await i18n.changeLanguage('zh');
  useSessionStore.setState({
    menuList: [
      menu('system', '系统管理', [
        { ...menu('system.dictionary', '数据字典'), urlAddress: 'system/dictionary' },
      ]),
    ],
  });
});

describe('LazyHeaderSearch', () => {
  it('keeps what was typed before the real search box arrived, and lists its matches', async () => {
    render(
      <MemoryRouter initialEntries={['/home']}>
        <LazyHeaderSearch />
      </MemoryRouter>,
    );
    const standIn = screen.getByRole('combobox', { name: '菜单搜索' });
    standIn.focus();
    fireEvent.change(standIn, { target: { value: '字典' } });
    expect(await screen.findByText('系统管理 > 数据字典')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: '菜单搜索' }) as HTMLInputElement).value).toBe('字典'),
    );
  });
});

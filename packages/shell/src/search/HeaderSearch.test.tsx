import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.js';
import { useSessionStore } from '../session/store.js';
import { menu } from '../testing/fixtures.js';
import { HeaderSearch } from './HeaderSearch.js';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

beforeEach(async () => {
  await i18n.changeLanguage('zh');
  useSessionStore.setState({
    menuList: [
      menu('system', '系统管理', [
        { ...menu('system.dictionary', '数据字典'), urlAddress: 'system/dictionary?kind=all' },
        { ...menu('system.area', '行政区划'), urlAddress: 'system/area' },
      ]),
    ],
  });
  render(
    <MemoryRouter initialEntries={['/home']}>
      <HeaderSearch />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
});

const input = () => screen.getByRole('combobox', { name: '菜单搜索' });

describe('HeaderSearch', () => {
  it('lists matches by breadcrumb and goes to the first with Enter, query included', async () => {
    fireEvent.change(input(), { target: { value: '字典' } });
    expect(await screen.findByText('系统管理 > 数据字典')).toBeTruthy();
    expect(screen.queryByText('系统管理 > 行政区划')).toBeNull();
    fireEvent.keyDown(input(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/system/dictionary?kind=all');
  });

  it('says so when nothing matches', async () => {
    fireEvent.change(input(), { target: { value: 'zzzzqqqq' } });
    expect(await screen.findByText('没有匹配的菜单')).toBeTruthy();
  });
});

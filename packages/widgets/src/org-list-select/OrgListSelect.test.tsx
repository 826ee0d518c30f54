import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_POSITIONS, orgFixtureProvider } from '../picker-dialog/org-fixtures.js';
import { renderWithData } from '../picker-dialog/test-render.js';
import { GroupSelectWidget, PosSelectWidget, RoleSelectWidget } from './OrgListWidgets.js';
import { listOptions } from './org-options.js';

describe('listOptions', () => {
  it('lets only nodes of the wanted kind be chosen, keeping their organisations as groups', () => {
    const [company] = listOptions(FIXTURE_POSITIONS, 'position');
    expect(company).toMatchObject({ title: '总公司', selectable: false });
    const [rd] = company?.children ?? [];
    expect(rd).toMatchObject({ title: '研发部', selectable: false });
    expect(rd?.children?.map((option) => [option.title, option.selectable])).toEqual([
      ['前端工程师', true],
      ['后端工程师', true],
    ]);
  });

  it('treats untyped leaves as choosable', () => {
    expect(listOptions([{ id: 'g', fullName: '工会' }], 'group')[0]?.selectable).toBe(true);
  });
});

describe('position, role and group selects', () => {
  it('names nested positions when read-only', async () => {
    renderWithData(<PosSelectWidget value={['pos-be', 'pos-acc']} multiple readOnly />, orgFixtureProvider());
    expect(await screen.findByText('后端工程师,会计')).toBeTruthy();
  });

  it('fetches the roles once and emits the chosen id', async () => {
    const roles = vi.fn(orgFixtureProvider().roles);
    const onChange = vi.fn();
    renderWithData(<RoleSelectWidget onChange={onChange} />, { roles });
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('系统管理员'));
    expect(onChange).toHaveBeenCalledWith('role-admin');
    expect(roles).toHaveBeenCalledTimes(1);
  });

  it('shows a stored id as itself when the list failed to load', async () => {
    renderWithData(<GroupSelectWidget value="grp-gone" readOnly />, {
      groups: () => Promise.reject(new Error('网络错误')),
    });
    expect(await screen.findByText('grp-gone')).toBeTruthy();
    expect(screen.queryByText('网络错误')).toBeNull();
  });
});

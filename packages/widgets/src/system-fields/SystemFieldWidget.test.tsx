import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CreateTimeWidget,
  CreateUserWidget,
  CurrOrganizeWidget,
  CurrPositionWidget,
  ModifyTimeWidget,
  ModifyUserWidget,
} from './SystemFieldWidget.js';

const context = {
  userName: '王五',
  organizeName: '研发部',
  positionName: '工程师',
  now: new Date(2024, 2, 5, 9, 15, 0),
};

describe('system fields', () => {
  it.each([
    ['createUser', CreateUserWidget, '王五'],
    ['modifyUser', ModifyUserWidget, '王五'],
    ['currOrganize', CurrOrganizeWidget, '研发部'],
    ['currPosition', CurrPositionWidget, '工程师'],
    ['createTime', CreateTimeWidget, '2024-03-05 09:15:00'],
    ['modifyTime', ModifyTimeWidget, '2024-03-05 09:15:00'],
  ])('%s shows what the form context supplies on a new record', (_key, Widget, shown) => {
    render(<Widget context={context} />);
    const box = screen.getByDisplayValue(shown) as HTMLInputElement;
    expect(box.readOnly).toBe(true);
  });

  it('shows the stored value when editing an existing record', () => {
    const stored = new Date(2023, 0, 2, 3, 4, 5).getTime();
    render(
      <>
        <CreateUserWidget value="李四" context={context} readOnly />
        <CreateTimeWidget value={stored} context={context} readOnly />
      </>,
    );
    expect(screen.getByText('李四')).toBeTruthy();
    expect(screen.getByText('2023-01-02 03:04:05')).toBeTruthy();
    expect(screen.queryByText('王五')).toBeNull();
  });
});

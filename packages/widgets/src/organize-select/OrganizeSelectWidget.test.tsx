import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { orgFixtureProvider } from '../picker-dialog/org-fixtures.js';
import { buttonNamed, renderWithData } from '../picker-dialog/test-render.js';
import { DepSelectWidget } from './DepSelectWidget.js';
import { OrganizeSelectWidget } from './OrganizeSelectWidget.js';

describe('OrganizeSelectWidget', () => {
  it('does not load the tree for an empty field', () => {
    const organizeTree = vi.fn(orgFixtureProvider().organizeTree);
    renderWithData(<OrganizeSelectWidget value={[]} />, { organizeTree });
    expect(organizeTree).not.toHaveBeenCalled();
  });

  it('names stored paths by their last organisation when read-only', async () => {
    renderWithData(
      <OrganizeSelectWidget value={[['org-hq', 'dep-fin'], ['org-hq']]} multiple readOnly />,
      orgFixtureProvider(),
    );
    expect(await screen.findByText('财务部,总公司')).toBeTruthy();
  });

  it('shows the ids of a path the tree does not hold once loading is over', async () => {
    renderWithData(<OrganizeSelectWidget value={['org-old']} readOnly />, { organizeTree: async () => [] });
    expect(await screen.findByText('org-old')).toBeTruthy();
  });

  it('searches with the keyword typed in the dialog', async () => {
    const organizeTree = vi.fn(orgFixtureProvider().organizeTree);
    renderWithData(<OrganizeSelectWidget />, { organizeTree });
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const dialog = within(await screen.findByRole('dialog'));
    const search = dialog.getByPlaceholderText('请输入关键词');
    fireEvent.change(search, { target: { value: '财务' } });
    fireEvent.keyDown(search, { key: 'Enter', keyCode: 13 });
    expect(await dialog.findByText('财务部')).toBeTruthy();
    expect(organizeTree.mock.calls.map(([params]) => params)).toEqual([{}, { keyword: '财务' }]);
  });
});

describe('DepSelectWidget', () => {
  it('ignores a click on a company and stores the department picked', async () => {
    const onChange = vi.fn();
    renderWithData(<DepSelectWidget onChange={onChange} />, orgFixtureProvider());
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(await dialog.findByText('总公司'));
    fireEvent.click(dialog.getByRole('button', buttonNamed('确定')));
    expect(onChange).toHaveBeenLastCalledWith(null);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const again = within(await screen.findByRole('dialog'));
    fireEvent.click(await again.findByText('研发部'));
    fireEvent.click(again.getByRole('button', buttonNamed('确定')));
    expect(onChange).toHaveBeenLastCalledWith('dep-rd');
  });
});

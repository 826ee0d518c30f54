import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { prepareJsdomForStories } from '../stories-as-tests/jsdom-window.js';
import { TreeSelectWidget } from './TreeSelectWidget.js';

// antd's popups measure over and over; jsdom's full style cascade makes that slow.
prepareJsdomForStories();

const options = [
  {
    id: 'rd',
    fullName: '研发部',
    hasChildren: true,
    children: [{ id: 'fe', fullName: '前端组', hasChildren: false }],
  },
];

/** The same tree as the runtime hands over fetched options: label/value/children, no hasChildren. */
const fetched = [{ label: '研发部', value: 'rd', children: [{ label: '前端组', value: 'fe' }] }];
const canonical = { label: 'label', value: 'value', children: 'children' };

const openTree = () => fireEvent.mouseDown(screen.getByRole('combobox'));
const clickNode = async (title: string) => fireEvent.click(await screen.findByTitle(title));

describe('TreeSelectWidget', () => {
  it('in single mode with lastLevel chooses only a node whose hasChildren is false', async () => {
    const onChange = vi.fn();
    render(<TreeSelectWidget options={options} lastLevel onChange={onChange} />);
    openTree();
    await clickNode('研发部');
    expect(onChange).not.toHaveBeenCalled();
    await clickNode('前端组');
    expect(onChange).toHaveBeenCalledWith('fe');
  });

  it('applies the same rule to fetched options, reading hasChildren from their children', async () => {
    const onChange = vi.fn();
    render(<TreeSelectWidget options={fetched} props={canonical} lastLevel onChange={onChange} />);
    openTree();
    await clickNode('研发部');
    expect(onChange).not.toHaveBeenCalled();
    await clickNode('前端组');
    expect(onChange).toHaveBeenCalledWith('fe');
  });

  it('chooses a branch in multiple mode even with lastLevel', async () => {
    const onChange = vi.fn();
    render(<TreeSelectWidget options={options} lastLevel multiple value={[]} onChange={onChange} />);
    openTree();
    await clickNode('研发部');
    expect(onChange).toHaveBeenCalledWith(['rd']);
  });

  it('clears to null in single mode', () => {
    const onChange = vi.fn();
    const { container } = render(
      <TreeSelectWidget options={options} value="rd" clearable onChange={onChange} />,
    );
    fireEvent.mouseDown(container.querySelector('.ant-select-clear') as Element);
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('shows the path of the stored node when read-only, and an unknown value as itself', () => {
    const { rerender } = render(<TreeSelectWidget options={options} value="fe" readOnly />);
    expect(screen.getByText('研发部/前端组')).toBeTruthy();
    rerender(<TreeSelectWidget options={options} value="gone" readOnly />);
    expect(screen.getByText('gone')).toBeTruthy();
  });

  it('asks for the children of a node opened in a lazy tree, and never for a leaf', async () => {
    const roots = [
      { label: '北京市', value: 'bj' },
      { label: '顶级', value: '-1', isLeaf: true },
    ];
    const loadData = vi.fn(async () => undefined);
    const { container } = render(<TreeSelectWidget options={roots} props={canonical} loadData={loadData} />);
    openTree();
    await screen.findByTitle('北京市');
    const switchers = container.ownerDocument.querySelectorAll('.ant-select-tree-switcher');
    expect(switchers).toHaveLength(2);
    // The leaf has no opener, the other node one that asks for its children.
    expect(switchers[1]?.classList.contains('ant-select-tree-switcher-noop')).toBe(true);
    fireEvent.click(switchers[0] as Element);
    expect(loadData).toHaveBeenCalledWith('bj');
  });

  it('shows the name the form found for a value whose node is not loaded, not its id', () => {
    const { rerender } = render(
      <TreeSelectWidget options={fetched} props={canonical} value="bj-c" valueLabel="北京城区" />,
    );
    expect(screen.getByTitle('北京城区')).toBeTruthy();
    expect(screen.queryByText('bj-c')).toBeNull();
    rerender(
      <TreeSelectWidget options={fetched} props={canonical} value="bj-c" valueLabel="北京城区" readOnly />,
    );
    expect(screen.getByText('北京城区')).toBeTruthy();
    // A loaded node shows its path as ever.
    rerender(<TreeSelectWidget options={fetched} props={canonical} value="fe" valueLabel="x" readOnly />);
    expect(screen.getByText('研发部/前端组')).toBeTruthy();
  });
});

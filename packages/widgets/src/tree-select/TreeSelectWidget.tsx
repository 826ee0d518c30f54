import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useDefaultWording } from '../i18n/index.js';
import { EmptyList } from '../picker-dialog/index.js';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import type { OptionsProps, WidgetProps } from '../shared/types.js';
import { findOption, type LastLevelRule, pathTexts, type TreeValue, treeOptionsOf } from './tree-options.js';

export type TreeSelectValue = TreeValue | TreeValue[] | null;

/**
 * treeSelect's props as JNPF names them. `options` are the schema's own or, for a dictionary or
 * data interface, the ones the runtime fetched for it (the widget never fetches); `props` names
 * their keys, by default id / fullName / children.
 */
export interface TreeSelectWidgetProps extends WidgetProps<TreeSelectValue>, OptionsProps, LastLevelRule {
  /** Lets the user type to narrow the nodes by label. */
  filterable?: boolean;
  clearable?: boolean;
  /**
   * A tree fetched a level at a time: called when the user opens a node not loaded yet, and
   * resolved once the form has put its children into `options`. Nodes then show as openable
   * unless their option says `isLeaf`.
   */
  loadData?: (value: TreeValue) => Promise<void>;
  /** The name to show for a single value whose node is not among the options yet. */
  valueLabel?: string;
}

const NONE: TreeValue[] = [];

const valuesOf = (value: TreeSelectValue | undefined): TreeValue[] =>
  value === null || value === undefined || value === '' ? NONE : Array.isArray(value) ? value : [value];

/** treeSelect: one node (or several when multiple) of a tree of options; read-only shows its path. */
export function TreeSelectWidget(props: TreeSelectWidgetProps) {
  const {
    value,
    onChange,
    disabled,
    readOnly,
    placeholder,
    multiple,
    lastLevel,
    lastLevelKey,
    lastLevelValue,
  } = props;
  const shown = useDefaultWording();
  const treeData = useMemo(
    () => treeOptionsOf(props.options, props.props, { multiple, lastLevel, lastLevelKey, lastLevelValue }),
    [props.options, props.props, multiple, lastLevel, lastLevelKey, lastLevelValue],
  );
  const single = valuesOf(value)[0];
  // A value not loaded yet shows the name the form found for it rather than its id.
  const named =
    !multiple && single !== undefined && props.valueLabel !== undefined && !findOption(treeData, single)
      ? { value: single, label: props.valueLabel }
      : undefined;
  if (readOnly)
    return (
      <ReadOnlyText>{named ? named.label : pathTexts(treeData, valuesOf(value)).join(',')}</ReadOnlyText>
    );
  const leavesOnly = Boolean(lastLevel && !multiple);
  const { loadData } = props;
  return (
    <TreeSelect<TreeSelectValue>
      // antd shows a labelled value's label when its node is not in the tree; it still reports
      // plain values to onChange.
      value={multiple ? valuesOf(value) : ((named as unknown as TreeValue) ?? single ?? undefined)}
      loadData={loadData && ((node) => loadData(node.value as TreeValue))}
      onChange={(next) => onChange?.(multiple ? valuesOf(next) : (valuesOf(next)[0] ?? null))}
      treeData={treeData}
      multiple={multiple}
      disabled={disabled}
      placeholder={shown(placeholder)}
      allowClear={props.clearable}
      showSearch={props.filterable}
      treeNodeFilterProp="title"
      // With only leaves to choose, clicking a branch's name opens it rather than doing nothing.
      treeExpandAction={leavesOnly ? 'click' : false}
      notFoundContent={<EmptyList />}
      style={{ width: '100%' }}
    />
  );
}

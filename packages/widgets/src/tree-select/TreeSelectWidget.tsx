import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useDefaultWording } from '../i18n/index.js';
import { EmptyList } from '../picker-dialog/index.js';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import type { OptionsProps, WidgetProps } from '../shared/types.js';
import { type LastLevelRule, pathTexts, type TreeValue, treeOptionsOf } from './tree-options.js';

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
  if (readOnly) return <ReadOnlyText>{pathTexts(treeData, valuesOf(value)).join(',')}</ReadOnlyText>;
  const leavesOnly = Boolean(lastLevel && !multiple);
  return (
    <TreeSelect<TreeSelectValue>
      value={multiple ? valuesOf(value) : (valuesOf(value)[0] ?? undefined)}
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

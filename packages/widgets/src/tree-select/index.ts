export { type TreeSelectValue, TreeSelectWidget, type TreeSelectWidgetProps } from './TreeSelectWidget.js';
export {
  DEFAULT_LAST_LEVEL_KEY,
  DEFAULT_LAST_LEVEL_VALUE,
  isSelectableNode,
  type LastLevelRule,
  TREE_SELECT_KEYS,
} from './tree-options.js';

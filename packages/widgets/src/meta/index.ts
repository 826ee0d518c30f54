import { alertMeta } from '../alert/meta.js';
import { areaSelectMeta } from '../area-select/meta.js';
import { autoCompleteMeta } from '../auto-complete/meta.js';
import { barcodeMeta } from '../barcode/meta.js';
import { billRuleMeta } from '../bill-rule/meta.js';
import { buttonMeta } from '../button/meta.js';
import { calculateMeta } from '../calculate/meta.js';
import { cardMeta } from '../card/meta.js';
import { cascaderMeta } from '../cascader/meta.js';
import { checkboxMeta } from '../checkbox/meta.js';
import { collapseItemMeta, collapseMeta } from '../collapse/meta.js';
import { colorPickerMeta } from '../color-picker/meta.js';
import { datePickerMeta } from '../date-picker/meta.js';
import { dividerMeta } from '../divider/meta.js';
import { editorMeta } from '../editor/meta.js';
import { groupTitleMeta } from '../group-title/meta.js';
import { inputMeta } from '../input/meta.js';
import { inputNumberMeta } from '../input-number/meta.js';
import { linkMeta } from '../link/meta.js';
import { groupSelectMeta, posSelectMeta, roleSelectMeta } from '../org-list-select/meta.js';
import { depSelectMeta, organizeSelectMeta } from '../organize-select/meta.js';
import { popupSelectMeta, popupTableSelectMeta } from '../popup-select/meta.js';
import { qrcodeMeta } from '../qrcode/meta.js';
import { radioMeta } from '../radio/meta.js';
import { rateMeta } from '../rate/meta.js';
import { popupAttrMeta, relationFormAttrMeta } from '../relation-attr/meta.js';
import { relationFormMeta } from '../relation-form/meta.js';
import { rowMeta } from '../row/meta.js';
import { selectMeta } from '../select/meta.js';
import { sliderMeta } from '../slider/meta.js';
import { tableMeta } from '../sub-table/meta.js';
import { switchMeta } from '../switch/meta.js';
import {
  createTimeMeta,
  createUserMeta,
  currOrganizeMeta,
  currPositionMeta,
  modifyTimeMeta,
  modifyUserMeta,
} from '../system-fields/meta.js';
import { tabItemMeta, tabMeta } from '../tab/meta.js';
import { tableGridMeta, tableGridTdMeta, tableGridTrMeta } from '../table-grid/meta.js';
import { textMeta } from '../text/meta.js';
import { textareaMeta } from '../textarea/meta.js';
import { timePickerMeta } from '../time-picker/meta.js';
import { treeSelectMeta } from '../tree-select/meta.js';
import { uploadFileMeta, uploadImgMeta } from '../upload/meta.js';
import { userSelectMeta, usersSelectMeta } from '../user-select/meta.js';
import type { PaletteGroup, WidgetMeta, WidgetMetas } from './types.js';

export { CANONICAL_OPTION_KEYS, FORM_OWNED_PROPS, ownProps } from './component-props.js';
export { type PropsLanguage, propsSchemaIn } from './props-schema.js';
export * from './types.js';

/** Every widget's meta in palette order: JNPF's order within each group. */
const ALL_METAS: readonly WidgetMeta[] = [
  // 基础控件
  inputMeta,
  textareaMeta,
  inputNumberMeta,
  switchMeta,
  radioMeta,
  checkboxMeta,
  selectMeta,
  cascaderMeta,
  datePickerMeta,
  timePickerMeta,
  uploadFileMeta,
  uploadImgMeta,
  colorPickerMeta,
  rateMeta,
  sliderMeta,
  editorMeta,
  linkMeta,
  buttonMeta,
  alertMeta,
  textMeta,
  dividerMeta,
  groupTitleMeta,
  // 高级控件
  organizeSelectMeta,
  depSelectMeta,
  posSelectMeta,
  userSelectMeta,
  usersSelectMeta,
  roleSelectMeta,
  groupSelectMeta,
  tableMeta,
  treeSelectMeta,
  popupTableSelectMeta,
  popupSelectMeta,
  popupAttrMeta,
  relationFormMeta,
  relationFormAttrMeta,
  autoCompleteMeta,
  areaSelectMeta,
  billRuleMeta,
  calculateMeta,
  barcodeMeta,
  qrcodeMeta,
  // 系统控件
  createUserMeta,
  createTimeMeta,
  modifyUserMeta,
  modifyTimeMeta,
  currOrganizeMeta,
  currPositionMeta,
  // 布局控件
  rowMeta,
  cardMeta,
  tabMeta,
  tabItemMeta,
  collapseMeta,
  collapseItemMeta,
  tableGridMeta,
  tableGridTrMeta,
  tableGridTdMeta,
];

/** Metas keyed by jnpfKey, in palette order. */
export const WIDGET_METAS: WidgetMetas = new Map(ALL_METAS.map((meta) => [meta.jnpfKey, meta]));

/** The meta of a jnpfKey; undefined for a key no widget knows. */
export function widgetMetaOf(key: string, metas: WidgetMetas = WIDGET_METAS): WidgetMeta | undefined {
  return metas.get(key);
}

/** What the palette offers, in its order: one group's widgets, or all of them. */
export function paletteMetas(group?: PaletteGroup, metas: WidgetMetas = WIDGET_METAS): WidgetMeta[] {
  return [...metas.values()].filter(
    (meta) => meta.inPalette && (group === undefined || meta.group === group),
  );
}

/**
 * The default metas with `overrides` laid over them (an app's own widgets or changed defaults),
 * keyed by their jnpfKey. A fresh map: no global state.
 */
export function createWidgetMetas(overrides: Iterable<WidgetMeta> = []): WidgetMetas {
  const metas = new Map(WIDGET_METAS);
  for (const meta of overrides) metas.set(meta.jnpfKey, meta);
  return metas;
}

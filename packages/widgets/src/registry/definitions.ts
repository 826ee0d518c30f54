import { alertDefinition } from '../alert/definition.js';
import { areaSelectDefinition } from '../area-select/definition.js';
import { autoCompleteDefinition } from '../auto-complete/definition.js';
import { barcodeDefinition } from '../barcode/definition.js';
import { billRuleDefinition } from '../bill-rule/definition.js';
import { buttonDefinition } from '../button/definition.js';
import { calculateDefinition } from '../calculate/definition.js';
import { cardDefinition } from '../card/definition.js';
import { cascaderDefinition } from '../cascader/definition.js';
import { checkboxDefinition } from '../checkbox/definition.js';
import { collapseDefinition, collapseItemDefinition } from '../collapse/definition.js';
import { colorPickerDefinition } from '../color-picker/definition.js';
import { datePickerDefinition } from '../date-picker/definition.js';
import { dividerDefinition } from '../divider/definition.js';
import { editorDefinition } from '../editor/definition.js';
import { groupTitleDefinition } from '../group-title/definition.js';
import { inputDefinition } from '../input/definition.js';
import { inputNumberDefinition } from '../input-number/definition.js';
import { linkDefinition } from '../link/definition.js';
import { numRangeDefinition } from '../num-range/definition.js';
import {
  groupSelectDefinition,
  posSelectDefinition,
  roleSelectDefinition,
} from '../org-list-select/definition.js';
import { depSelectDefinition, organizeSelectDefinition } from '../organize-select/definition.js';
import { popupSelectDefinition, popupTableSelectDefinition } from '../popup-select/definition.js';
import { qrcodeDefinition } from '../qrcode/definition.js';
import { radioDefinition } from '../radio/definition.js';
import { rateDefinition } from '../rate/definition.js';
import { popupAttrDefinition, relationFormAttrDefinition } from '../relation-attr/definition.js';
import { relationFormDefinition } from '../relation-form/definition.js';
import { rowDefinition } from '../row/definition.js';
import { selectDefinition } from '../select/definition.js';
import { sliderDefinition } from '../slider/definition.js';
import { tableDefinition } from '../sub-table/definition.js';
import { switchDefinition } from '../switch/definition.js';
import {
  createTimeDefinition,
  createUserDefinition,
  currOrganizeDefinition,
  currPositionDefinition,
  modifyTimeDefinition,
  modifyUserDefinition,
} from '../system-fields/definition.js';
import { tabDefinition, tabItemDefinition } from '../tab/definition.js';
import {
  tableGridDefinition,
  tableGridTdDefinition,
  tableGridTrDefinition,
} from '../table-grid/definition.js';
import { textDefinition } from '../text/definition.js';
import { textareaDefinition } from '../textarea/definition.js';
import { timePickerDefinition } from '../time-picker/definition.js';
import { treeSelectDefinition } from '../tree-select/definition.js';
import { uploadFileDefinition, uploadImgDefinition } from '../upload/definition.js';
import { userSelectDefinition, usersSelectDefinition } from '../user-select/definition.js';
import type { RegistryKey, WidgetDefinition } from './widget-definition.js';

/**
 * Every widget the package has, one definition per jnpfKey, in the palette's order (JNPF's order
 * within each group). The registry, the metas, the containers and the adapters' lists are all
 * built from this one list, so a widget is added by adding its definition here.
 */
export const WIDGET_DEFINITIONS = [
  // 基础控件
  inputDefinition,
  textareaDefinition,
  inputNumberDefinition,
  switchDefinition,
  radioDefinition,
  checkboxDefinition,
  selectDefinition,
  cascaderDefinition,
  datePickerDefinition,
  timePickerDefinition,
  uploadFileDefinition,
  uploadImgDefinition,
  colorPickerDefinition,
  rateDefinition,
  sliderDefinition,
  editorDefinition,
  linkDefinition,
  buttonDefinition,
  alertDefinition,
  textDefinition,
  dividerDefinition,
  groupTitleDefinition,
  // 高级控件
  organizeSelectDefinition,
  depSelectDefinition,
  posSelectDefinition,
  userSelectDefinition,
  usersSelectDefinition,
  roleSelectDefinition,
  groupSelectDefinition,
  tableDefinition,
  treeSelectDefinition,
  popupTableSelectDefinition,
  popupSelectDefinition,
  popupAttrDefinition,
  relationFormDefinition,
  relationFormAttrDefinition,
  autoCompleteDefinition,
  areaSelectDefinition,
  billRuleDefinition,
  calculateDefinition,
  barcodeDefinition,
  qrcodeDefinition,
  // 系统控件
  createUserDefinition,
  createTimeDefinition,
  modifyUserDefinition,
  modifyTimeDefinition,
  currOrganizeDefinition,
  currPositionDefinition,
  // 布局控件
  rowDefinition,
  cardDefinition,
  tabDefinition,
  tabItemDefinition,
  collapseDefinition,
  collapseItemDefinition,
  tableGridDefinition,
  tableGridTrDefinition,
  tableGridTdDefinition,
  // A list search widget, no form field
  numRangeDefinition,
] as const satisfies readonly WidgetDefinition[];

type Defined = (typeof WIDGET_DEFINITIONS)[number];

/** The jnpfKeys of the schema no definition names: a key added to the schema fails here until it has one. */
type Undefined = Exclude<RegistryKey, Defined['jnpfKey']>;
const everyKeyDefined: [Undefined] extends [never] ? true : { undefined: Undefined } = true;
void everyKeyDefined;

/** The keys the default registry draws: those with a widget of their own. */
export type DefaultWidgetKey = Extract<Defined, { widget: unknown }>['jnpfKey'];

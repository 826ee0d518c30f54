import type { Catalogue, MessageKey, Translation, UiLanguage } from '@formwork/schema';
import { approverMessages } from '../approver-select/messages.js';
import { areaMessages } from '../area-select/messages.js';
import { barcodeMessages } from '../barcode/messages.js';
import { billRuleMessages } from '../bill-rule/messages.js';
import { calculateMessages } from '../calculate/messages.js';
import { docPreviewMessages } from '../doc-preview/messages.js';
import { editorMessages } from '../editor/messages.js';
import { fullScreenMessages } from '../full-screen/messages.js';
import { interfaceMessages } from '../interface-select/messages.js';
import { numRangeMessages } from '../num-range/messages.js';
import { organizeMessages } from '../organize-select/messages.js';
import { pickerMessages } from '../picker-dialog/messages.js';
import { popupMessages } from '../popup-select/messages.js';
import { qrcodeMessages } from '../qrcode/messages.js';
import { subTableMessages } from '../sub-table/messages.js';
import { switchMessages } from '../switch/messages.js';
import { uploadMessages } from '../upload/messages.js';
import { userMessages } from '../user-select/messages.js';
import { fieldMessages } from './messages.js';

/** Every catalogue of the widgets' words, each beside the feature that shows them. */
export const WIDGET_CATALOGUES = [
  pickerMessages,
  fieldMessages,
  popupMessages,
  userMessages,
  interfaceMessages,
  areaMessages,
  organizeMessages,
  approverMessages,
  subTableMessages,
  switchMessages,
  numRangeMessages,
  barcodeMessages,
  qrcodeMessages,
  calculateMessages,
  billRuleMessages,
  docPreviewMessages,
  fullScreenMessages,
  editorMessages,
  uploadMessages,
] as const satisfies readonly Catalogue[];

type Catalogues = (typeof WIDGET_CATALOGUES)[number];

type Intersection<U> = (U extends unknown ? (whole: U) => void : never) extends (whole: infer I) => void
  ? I
  : never;

/** The widgets' words in simplified Chinese: every catalogue's groups side by side. */
type Words = Intersection<Catalogues['messages']['zh']>;

/** The shape every language's words have: the Chinese ones' keys, any wording. */
export type WidgetCatalogue = Translation<Words>;

/** A dotted key naming one wording, e.g. `picker.placeholder`. */
export type WidgetTextKey = Catalogues extends infer C
  ? C extends Catalogue<infer T>
    ? MessageKey<T>
    : never
  : never;

/** Translates one key in one language; `{{name}}` placeholders take their values from `values`. */
export type WidgetT = (key: WidgetTextKey, values?: Record<string, unknown>) => string;

/** All the widgets' words in one language, as the i18next instance holds them. */
export function wordsIn(language: 'zh'): Words;
export function wordsIn(language: UiLanguage): WidgetCatalogue;
export function wordsIn(language: UiLanguage): WidgetCatalogue {
  return Object.assign({}, ...WIDGET_CATALOGUES.map((catalogue) => catalogue.messages[language]));
}

/** The Chinese words, which widgets store as the product's defaults and show translated. */
export const zh = wordsIn('zh');

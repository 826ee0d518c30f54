import type { DataProblem } from '@formwork/schema';
import { createInstance, type TFunction } from 'i18next';
import type { FormLanguage } from '../form/types.js';
import { en } from './en.js';
import { zh } from './zh.js';
import { zhtw } from './zhtw.js';

export const RUNTIME_NS = 'runtime';

/** The runtime's own i18next instance, so a host app's instance and its languages are never touched. */
export const runtimeI18n = createInstance();
void runtimeI18n.init({
  lng: 'zh',
  fallbackLng: 'zh',
  supportedLngs: ['zh', 'zhtw', 'en'],
  ns: [RUNTIME_NS],
  defaultNS: RUNTIME_NS,
  initAsync: false,
  resources: { zh: { [RUNTIME_NS]: zh }, zhtw: { [RUNTIME_NS]: zhtw }, en: { [RUNTIME_NS]: en } },
  interpolation: { escapeValue: false },
});

/** A translator of the runtime's words; code outside React is handed one. */
export type RuntimeT = TFunction<typeof RUNTIME_NS>;

const fixed = new Map<FormLanguage, RuntimeT>();

/** The runtime's words in `language`, Chinese when none is given; one function per language. */
export function runtimeText(language: FormLanguage = 'zh'): RuntimeT {
  const known = fixed.get(language);
  if (known) return known;
  const t = runtimeI18n.getFixedT(language, RUNTIME_NS);
  fixed.set(language, t);
  return t;
}

/**
 * The schema's own words for a button, unless they are the runtime's Chinese default for it (JNPF's
 * designer stores 新增, 确 定 and the like in every schema): then the default in the user's language.
 */
export function ownOrDefault(own: string | undefined, t: RuntimeT, key: string): string {
  const plain = own?.replace(/\s+/g, '');
  return own && plain && plain !== runtimeText('zh')(key) ? own : t(key);
}

/**
 * A problem of the shared checks in the user's language by its key; a message without one
 * (a form's own regList text, or an answer from an older server) is shown as it came.
 */
export function problemText(t: RuntimeT, problem: Pick<DataProblem, 'message' | 'key' | 'params'>): string {
  if (!problem.key) return problem.message;
  return t(`schema.${problem.key}`, { ...problem.params, defaultValue: problem.message });
}

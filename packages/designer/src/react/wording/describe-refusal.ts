import type { i18n } from 'i18next';
import type { Refusal } from '../../core/index.js';
import { type DesignerKey, type DesignerLanguage, designerText } from '../i18n/instance.js';
import type { DesignerMetas } from '../meta.js';

/** Params that hold a widget's jnpfKey: shown as the widget's title in the user's language. */
const WIDGET_PARAMS: ReadonlySet<string> = new Set(['key', 'parent']);

const LANGUAGES: ReadonlySet<string> = new Set(['zh', 'zhtw', 'en']);

/**
 * A refusal or a problem in the user's language: its code's entry in the catalogue with the
 * values it names, widget kinds by their titles. One without a code, or with a code the
 * catalogue lacks, keeps its English message rather than show nothing.
 */
export function refusalWording(instance: i18n, metas: DesignerMetas): (refusal: Refusal) => string {
  const t = designerText(instance);
  return ({ message, code, params }) => {
    if (code === undefined) return message;
    const language = (LANGUAGES.has(instance.language) ? instance.language : 'zh') as DesignerLanguage;
    const values: Record<string, string> = {};
    for (const [name, value] of Object.entries(params ?? {})) {
      const title = WIDGET_PARAMS.has(name) ? metas.get(value)?.title[language] : undefined;
      values[name] = title ?? value;
    }
    // The code and the problem come from the server, so a key made of them may be one the
    // catalogue lacks: the refusal's own message is then shown. A malformed formula names how it
    // is malformed, worded as the formula editor words it.
    if (code === 'badExpression' && values.problem)
      return t(`calc.problem.${values.problem}` as DesignerKey, { ...values, defaultValue: message });
    return t(`refusal.${code}` as DesignerKey, { ...values, defaultValue: message });
  };
}

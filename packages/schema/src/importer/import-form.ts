import type { FormSchema, FormSettings } from '../form/types.js';
import { type SchemaProblem, validateSchema } from '../form/validate-schema.js';
import { importFields } from './import-tree.js';
import type { JnpfForm } from './jnpf-types.js';

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

function settingsOf(json: JnpfForm): FormSettings {
  const popupType = oneOf(json.popupType, ['general', 'fullScreen', 'drawer'] as const) ?? 'general';
  const widths = { general: json.generalWidth, fullScreen: json.fullScreenWidth, drawer: json.drawerWidth };
  // JNPF's sizes are Element UI's; `medium` and `mini` have no counterpart.
  const size = json.size === 'medium' ? 'default' : json.size === 'mini' ? 'small' : json.size;
  const settings: FormSettings = {
    labelPosition: oneOf(json.labelPosition, ['left', 'right', 'top'] as const) ?? 'right',
    labelWidth: typeof json.labelWidth === 'number' ? json.labelWidth : 100,
    gutter: typeof json.gutter === 'number' ? json.gutter : 15,
    size: oneOf(size, ['large', 'default', 'small'] as const) ?? 'default',
    popupType,
  };
  if (widths[popupType]) settings.popupWidth = widths[popupType];
  if (json.confirmButtonText) settings.confirmButtonText = json.confirmButtonText;
  if (json.cancelButtonText) settings.cancelButtonText = json.cancelButtonText;
  return settings;
}

/**
 * A JNPF form (its formData, as an object or the JSON text the Base entity stores) in the
 * canonical format. Every data field the form cannot hold is reported by vModel and label; a
 * container it cannot draw is reported and its fields take its place. The result's own schema
 * problems (duplicate vModels, bad patterns, ...) are reported too.
 */
export function importJnpfForm(json: unknown): { form: FormSchema; problems: SchemaProblem[] } {
  const problems: SchemaProblem[] = [];
  let raw: unknown = json;
  if (typeof json === 'string') {
    try {
      raw = JSON.parse(json);
    } catch (error) {
      problems.push({ path: '', message: `not JSON: ${(error as Error).message}` });
    }
  }
  const source = (typeof raw === 'object' && raw !== null ? raw : {}) as JnpfForm;
  if (!Array.isArray(source.fields)) problems.push({ path: 'fields', message: 'fields must be an array' });
  const fields = importFields(source.fields, 'fields', undefined, problems);
  const form: FormSchema = { version: 1, kind: 'form', settings: settingsOf(source), fields };
  return { form, problems: [...problems, ...validateSchema(form)] };
}

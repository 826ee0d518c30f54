import {
  type FormSchema,
  type ListSchema,
  type OnlineDevConfig,
  onlineDevEndpoints,
  type PageEndpoints,
  type PageSchema,
} from '@formwork/schema';

/** A released model as the runtime draws it: a list page, or a form only (webType 1). */
export type OnlineDevScreen =
  | { kind: 'page'; page: PageSchema }
  | { kind: 'form'; title: string; form: FormSchema; endpoints: PageEndpoints };

function parse<T extends { kind: string }>(text: string, kind: T['kind'], what: string): T {
  const value = JSON.parse(text) as T | null;
  if (value?.kind !== kind) throw new Error(`${what} is not a ${kind} schema`);
  return value;
}

/** Reads the released schemas of a Config answer; throws when either is not what it claims. */
export function screenOfConfig(config: OnlineDevConfig): OnlineDevScreen {
  const form = parse<FormSchema>(config.formData, 'form', 'formData');
  const endpoints = onlineDevEndpoints(config.id);
  if (!config.columnData) return { kind: 'form', title: config.fullName, form, endpoints };
  const list = parse<ListSchema>(config.columnData, 'list', 'columnData');
  return { kind: 'page', page: { version: 1, kind: 'page', title: config.fullName, list, form, endpoints } };
}

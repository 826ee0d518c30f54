import { type PagePartProps, PageRenderer, runtimeWord, useRuntimeLanguage } from '@formwork/runtime';
import { type PageSchema, pageWord } from '@formwork/schema';
import { useCurrentModelId } from '@formwork/shell';
import { Tabs } from 'antd';
import { useMemo } from 'react';
import { nestedPages } from './nested-pages.js';

const textList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The values the nested pages are opened with: `params` maps each param name to the property of
 * the row whose action opened them (`{moduleId: 'id'}`).
 */
function paramsOf(mapping: unknown, row: PagePartProps['row']): Record<string, string> {
  const values: Record<string, string> = {};
  if (!mapping || typeof mapping !== 'object' || !row) return values;
  for (const [name, property] of Object.entries(mapping)) {
    const value = typeof property === 'string' ? row[property] : undefined;
    if (typeof value === 'string' || typeof value === 'number') values[name] = String(value);
  }
  return values;
}

/**
 * The `nestedPage` part: the page schemas named by `props.pages` (keys of nestedPages), each a
 * tab when there are several, opened with values from the row (`props.params`). They work under
 * the current menu entry, so its button grants apply to them as to the page that opened them,
 * and offer the parts of that page.
 */
export default function NestedPagePart({ props, row, parts }: PagePartProps) {
  const menuId = useCurrentModelId() ?? '';
  // The pages word themselves in the runtime's language; their tabs follow it.
  const language = useRuntimeLanguage();
  const params = useMemo(() => paramsOf(props.params, row), [props.params, row]);
  const pages = textList(props.pages)
    .map((key) => [key, nestedPages.get(key)] as const)
    .filter((entry): entry is readonly [string, PageSchema] => !!entry[1]);
  const shown = (schema: PageSchema) => (
    <PageRenderer schema={schema} menuId={menuId} params={params} parts={parts} />
  );
  const [only] = pages;
  if (pages.length === 1 && only) return shown(only[1]);
  const title = (schema: PageSchema) =>
    pageWord(schema.messages, language, (key) => runtimeWord(language, key))(schema.title);
  return (
    <Tabs items={pages.map(([key, schema]) => ({ key, label: title(schema), children: shown(schema) }))} />
  );
}

import { localizePage, type PageSchema, pageWord } from '@formwork/schema';
import { useMemo } from 'react';
import { RUNTIME_NS, runtimeI18n } from '../i18n/instance.js';
import { useRuntimeLanguage } from '../runtime-context.js';

/** A text of the runtime's own catalogue by its key (`list.add`), in the language or in Chinese. */
export function runtimeWord(language: string, key: string): string | undefined {
  const found: unknown =
    runtimeI18n.getResource(language, RUNTIME_NS, key) ?? runtimeI18n.getResource('zh', RUNTIME_NS, key);
  return typeof found === 'string' ? found : undefined;
}

/** The page with its keys worded in the user's language (see PageSchema.messages). */
export function useLocalizedPage(schema: PageSchema): PageSchema {
  const language = useRuntimeLanguage();
  return useMemo(
    () =>
      localizePage(
        schema,
        pageWord(schema.messages, language, (key) => runtimeWord(language, key)),
      ),
    [schema, language],
  );
}

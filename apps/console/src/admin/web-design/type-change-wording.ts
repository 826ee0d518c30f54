import { type RuntimeRequest, type Transport, TransportError } from '@formwork/runtime';
import type { TypeChange } from '@formwork/schema';
import type { Language } from '@formwork/shell';
import { WEB_DESIGN_TEXT, type WebDesignKey } from './messages.js';

/** The release form's switch that accepts type changes; the server's refusal is its problem. */
export const CONFIRM_TYPE_CHANGES = 'confirmTypeChanges';

/** A widget type's name in a language, or undefined for a type the widgets do not know. */
export type WidgetTitle = (jnpfKey: string, language: Language) => string | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The changes of a refusal's data, or none when it is some other refusal. */
export function typeChangesIn(data: unknown): TypeChange[] {
  if (!isRecord(data) || !Array.isArray(data.typeChanges)) return [];
  return data.typeChanges.filter(
    (change): change is TypeChange =>
      isRecord(change) &&
      typeof change.field === 'string' &&
      typeof change.vModel === 'string' &&
      typeof change.label === 'string' &&
      typeof change.from === 'string' &&
      typeof change.to === 'string' &&
      typeof change.records === 'number',
  );
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * The refusal in the user's language, each widget type by the name the palette gives it; a type
 * the widgets do not know keeps its key, which is better than saying nothing.
 */
export function wordTypeChanges(
  changes: readonly TypeChange[],
  language: Language,
  titleOf: WidgetTitle,
): string {
  const words = WEB_DESIGN_TEXT.messages[language];
  const say = (key: WebDesignKey, values: Record<string, string> = {}) => fill(words[key], values);
  const listed = changes.map((change) =>
    say(change.records === 1 ? 'typeChangeOne' : 'typeChange', {
      label: change.label,
      from: titleOf(change.from, language) ?? change.from,
      to: titleOf(change.to, language) ?? change.to,
      count: String(change.records),
    }),
  );
  return `${listed.join(say('typeChangeSeparator'))}${say('typeChangesAdvice')}`;
}

/**
 * The transport with a refused release's type changes worded for the user: the problem beside
 * the confirming switch says them in the user's language instead of the server's message. Any
 * other answer or failure passes through untouched.
 */
export function wordingTypeChanges(
  transport: Transport,
  language: () => Language,
  titleOf: WidgetTitle,
): Transport {
  return async <T>(call: RuntimeRequest): Promise<T> => {
    try {
      return await transport<T>(call);
    } catch (error) {
      if (!(error instanceof TransportError) || !isRecord(error.data)) throw error;
      const changes = typeChangesIn(error.data);
      const { problems } = error.data;
      if (changes.length === 0 || !Array.isArray(problems)) throw error;
      const message = wordTypeChanges(changes, language(), titleOf);
      throw new TransportError(error.code, error.message, {
        ...error.data,
        problems: problems.map((problem) =>
          isRecord(problem) && problem.field === CONFIRM_TYPE_CHANGES ? { ...problem, message } : problem,
        ),
      });
    }
  };
}

import type { PageEndpoints } from '@formwork/schema';
import { useCallback, useState } from 'react';
import { useRuntime } from '../../runtime-context.js';
import type { Feedback } from '../feedback/use-feedback.js';
import { useListTexts } from '../use-list-texts.js';
import type { PrintOption } from './PrintChooser.js';

export interface BatchPrintInput {
  endpoints: PageEndpoints;
  /** The list schema's `printIds`. */
  printIds: readonly string[] | undefined;
  selected: readonly string[];
  message: Feedback['message'];
  /** Prints the checked rows with the template. */
  print: (templateId: string) => void;
}

/** The templates of the answer that the list names, in the answer's order (the server's sort). */
function offered(answer: unknown, printIds: readonly string[]): PrintOption[] {
  const named = new Set(printIds);
  const list = Array.isArray(answer) ? answer : [];
  return list.filter(
    (item): item is PrintOption =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as PrintOption).id === 'string' &&
      named.has((item as PrintOption).id),
  );
}

/**
 * The 批量打印 button: asks which of the list's templates are still enabled (one disabled or
 * deleted since the list was saved is not offered), prints with the only one, or lets the user
 * choose among several. `choices` is what the chooser shows, null while it is closed.
 */
export function useBatchPrint({ endpoints, printIds, selected, message, print }: BatchPrintInput) {
  const { transport } = useRuntime();
  const texts = useListTexts();
  const [choices, setChoices] = useState<PrintOption[] | null>(null);

  const start = useCallback(async () => {
    const ids = printIds ?? [];
    if (ids.length === 0) return;
    if (selected.length === 0) {
      void message.warning(texts.selectOne);
      return;
    }
    const endpoint = endpoints.printOptions;
    if (!endpoint) {
      print(ids[0] as string);
      return;
    }
    let options: PrintOption[];
    try {
      options = offered(
        await transport<unknown>({ method: endpoint.method, url: endpoint.url, data: { ids } }),
        ids,
      );
    } catch {
      return; // The transport has shown the server's message.
    }
    const [only] = options;
    if (!only) void message.warning(texts.printNoTemplate);
    else if (options.length === 1) print(only.id);
    else setChoices(options);
  }, [endpoints.printOptions, printIds, selected, message, print, transport, texts]);

  const choose = useCallback(
    (id: string) => {
      setChoices(null);
      print(id);
    },
    [print],
  );
  const cancel = useCallback(() => setChoices(null), []);

  return { start, choices, choose, cancel };
}

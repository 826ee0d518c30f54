import { RuntimeProvider, useRuntime } from '@formwork/runtime';
import type { Language } from '@formwork/shell';
import { widgetMetaOf } from '@formwork/widgets';
import { type ReactNode, useMemo } from 'react';
import { wordingTypeChanges } from './type-change-wording.js';

const widgetTitle = (jnpfKey: string, language: Language) => widgetMetaOf(jnpfKey)?.title[language];

/**
 * The host's runtime with a transport that words a refused release's type changes in the user's
 * language, widget types by their palette names; everything else is the host's as it is.
 */
export function WordedRuntime({ language, children }: { language: Language; children: ReactNode }) {
  const runtime = useRuntime();
  const value = useMemo(
    () => ({ ...runtime, transport: wordingTypeChanges(runtime.transport, () => language, widgetTitle) }),
    [runtime, language],
  );
  return <RuntimeProvider value={value}>{children}</RuntimeProvider>;
}

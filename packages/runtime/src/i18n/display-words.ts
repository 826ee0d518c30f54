import type { DisplayWords } from '@formwork/schema';
import { useMemo } from 'react';
import type { RuntimeT } from './instance.js';
import { useRuntimeText } from './use-runtime-text.js';

/** The words `formatValue` puts around values (a switch's 开/关, a sub-table's row count), from the runtime's catalogue. */
export function displayWords(t: RuntimeT): DisplayWords {
  return {
    switchOn: t('list.switchOn'),
    switchOff: t('list.switchOff'),
    rows: (count) => t('list.rowCount', { count }),
    currentUser: t('list.currentUser'),
  };
}

/** `displayWords` in the language the host gave `<RuntimeProvider>`. */
export function useDisplayWords(): DisplayWords {
  const t = useRuntimeText();
  return useMemo(() => displayWords(t), [t]);
}

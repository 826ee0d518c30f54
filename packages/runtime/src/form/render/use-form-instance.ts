import { createForm, type Form, onFieldInputValueChange, onFormInputChange } from '@formily/core';
import type { FormSchema } from '@formwork/schema';
import { useEffect, useMemo, useRef } from 'react';
import { useRuntimeText } from '../../i18n/use-runtime-text.js';
import { CALCULATE_DELAY_MS, watchCalculated } from '../calc/watch-calculated.js';
import type { FormMode } from '../types.js';
import { plainValues } from './plain-values.js';
import { clearServerProblems } from './problems.js';

/**
 * One Formily form per schema, mode and record content: a parent re-rendering with a new but
 * equal `initialValues` object keeps what the user typed; loading another record starts afresh.
 * A designer's canvas keeps one form for its life instead: it shows no values, and a new form
 * on each edit would recreate every field (the renderer refreshes only the changed ones).
 */
export function useFormInstance(
  schema: FormSchema,
  mode: FormMode,
  initialValues: Record<string, unknown> | undefined,
  onValuesChange: ((values: Record<string, unknown>) => void) | undefined,
  design = false,
): Form {
  const record = JSON.stringify(initialValues ?? {});
  const onChange = useRef(onValuesChange);
  onChange.current = onValuesChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `record` stands for initialValues' content.
  const form = useMemo(
    () =>
      createForm({
        initialValues: plainValues(initialValues),
        readPretty: mode === 'detail',
        // The first failing rule's message is the one shown, as on the server.
        validateFirst: true,
        effects() {
          onFieldInputValueChange('*', (field) => clearServerProblems(field.form, field.address.toString()));
          onFormInputChange((changed) => onChange.current?.(plainValues(changed.values)));
        },
      }),
    [design ? undefined : schema, mode, record],
  );

  const t = useRuntimeText();
  useEffect(
    () => (mode === 'detail' ? undefined : watchCalculated(form, schema, CALCULATE_DELAY_MS, t)),
    [form, schema, mode, t],
  );
  return form;
}

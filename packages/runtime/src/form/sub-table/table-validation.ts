import { type Field, type Form, onFormValidateEnd, onFormValidateStart } from '@formily/core';
import type { SubTableHandle } from '@formwork/widgets';
import { type RefObject, useEffect } from 'react';
import { useRuntimeText } from '../../i18n/use-runtime-text.js';
import { tableMessage } from './cell-messages.js';

/** Forms whose validate() (a submit) is running: then the table checks every cell. */
const submitting = new WeakSet<Form>();
const EFFECTS = 'fw-sub-table-validation';

/**
 * The sub-table's cells in the Formily field's rules. On submit (form.validate) the widget
 * checks every cell, showing the messages in the cells, and the table field fails with the
 * first one (`第1行 事项: 不能为空`), so FormHandle.submit rejects; as the user types, the
 * field follows the cells' flags as they stand, so the table's message goes once they pass.
 */
export function useTableValidation(field: Field, table: RefObject<SubTableHandle | null>) {
  const t = useRuntimeText();
  useEffect(() => {
    const form = field.form;
    form.addEffects(EFFECTS, () => {
      onFormValidateStart((f) => submitting.add(f));
      onFormValidateEnd((f) => submitting.delete(f));
    });
    field.setValidatorRule('validator', () => {
      const handle = table.current;
      if (!handle) return undefined;
      if (submitting.has(form) && handle.submit() !== false) return undefined;
      const problem = handle.firstProblem();
      return problem ? tableMessage(problem, t) : undefined;
    });
  }, [field, table, t]);
}

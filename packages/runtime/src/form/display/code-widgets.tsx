import { observer, useForm } from '@formily/react';
import type { WidgetComponent } from '@formwork/widgets';
import { createContext, useContext } from 'react';

/** The record a form shows, for a QR code of the current form (its payload has `t` DFD). */
export interface FormRecord {
  id?: string;
  modelId?: string;
  modelType?: string | number;
}

export const FormRecordContext = createContext<FormRecord | undefined>(undefined);

export const CODE_KEYS = ['barcode', 'qrcode'] as const;

const wrapped = new WeakMap<WidgetComponent, WidgetComponent>();

/**
 * A barcode or QR code fed by the form: the value of the field named by `relationField`, and
 * the current record for a QR code of the form. An observer, so it redraws when that value does.
 */
export function withFormText(Widget: WidgetComponent): WidgetComponent {
  let Wrapped = wrapped.get(Widget);
  if (!Wrapped) {
    Wrapped = observer((props: Record<string, unknown>) => {
      const form = useForm();
      const record = useContext(FormRecordContext);
      const relationField = typeof props.relationField === 'string' ? props.relationField : '';
      const relationValue = relationField ? form.getValuesIn(relationField) : undefined;
      const payload = record?.id ? { id: record.id, mid: record.modelId, mt: record.modelType } : undefined;
      return <Widget {...props} relationValue={relationValue} payload={payload} />;
    });
    wrapped.set(Widget, Wrapped);
  }
  return Wrapped;
}

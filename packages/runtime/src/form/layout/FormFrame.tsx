import type { FormSettings } from '@formwork/schema';
import { Form } from 'antd';
import { type ReactNode, type Ref, useMemo } from 'react';
import { useNarrow } from '../../responsive/use-narrow.js';
import { NarrowFormContext } from './narrow.js';

/**
 * The form-wide label layout of the schema's settings (position left, right or top; width),
 * given to every Form.Item through antd's Form context. No <form> element: the dialog or page
 * around the renderer owns submitting. On a phone the form is one column with its labels on
 * top, whatever the settings say: a label beside its input leaves the input too narrow to use.
 */
export function FormFrame({
  settings,
  phone,
  frameRef,
  children,
}: {
  settings: Required<Pick<FormSettings, 'labelPosition' | 'labelWidth' | 'size'>>;
  /** The phone layout whatever the window's width (a preview of it on a desktop). */
  phone?: boolean;
  /** The frame's element, for bringing a flagged field into view after a refused submit. */
  frameRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  const narrowWindow = useNarrow();
  const narrow = phone || narrowWindow;
  const top = narrow || settings.labelPosition === 'top';
  // Kept by identity: antd hands them to every Form.Item through a context, and new objects on
  // each render (the designer renders the form on every edit) re-rendered every item in the form.
  const labelCol = useMemo(
    () => (top ? undefined : { flex: `0 0 ${settings.labelWidth}px` }),
    [top, settings.labelWidth],
  );
  const wrapperCol = useMemo(() => (top ? undefined : { flex: '1 1 0', style: { minWidth: 0 } }), [top]);
  return (
    <div className="fw-form" ref={frameRef}>
      <NarrowFormContext.Provider value={narrow}>
        <Form
          component={false}
          colon={false}
          layout={top ? 'vertical' : 'horizontal'}
          labelAlign={settings.labelPosition === 'left' ? 'left' : 'right'}
          labelWrap
          labelCol={labelCol}
          wrapperCol={wrapperCol}
          size={settings.size === 'default' ? undefined : settings.size}
        >
          {children}
        </Form>
      </NarrowFormContext.Provider>
    </div>
  );
}

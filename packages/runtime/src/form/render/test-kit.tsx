import type { FormSchema, ModulePermission } from '@formwork/schema';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { vi } from 'vitest';
import { type RuntimeContextValue, RuntimeProvider } from '../../runtime-context.js';
import type { FormHandle, FormRendererProps } from '../types.js';
import { FormRenderer } from './FormRenderer.js';

// antd's first render in jsdom takes a second or two on a small machine.
vi.setConfig({ testTimeout: 30_000 });

const noServer: RuntimeContextValue['transport'] = () =>
  Promise.reject(new Error('no server in a form test'));

/** Renders a form inside a RuntimeProvider and hands back its FormHandle. */
export function renderForm(
  schema: FormSchema,
  props: Partial<Omit<FormRendererProps, 'schema'>> = {},
  runtime: Partial<RuntimeContextValue> & { permissionList?: ModulePermission[] } = {},
) {
  const ref = createRef<FormHandle>();
  const view = render(
    <RuntimeProvider value={{ transport: noServer, permissionList: [], ...runtime }}>
      <FormRenderer ref={ref} schema={schema} mode="create" {...props} />
    </RuntimeProvider>,
  );
  const handle = () => {
    if (!ref.current) throw new Error('FormRenderer did not mount');
    return ref.current;
  };
  return { ...view, handle };
}

/** Submits and answers the problems (or the values), letting the messages reach the screen. */
export async function submit(handle: FormHandle) {
  let outcome: { values?: Record<string, unknown>; problems?: unknown } = {};
  await act(async () => {
    try {
      outcome = { values: await handle.submit() };
    } catch (problems) {
      outcome = { problems };
    }
  });
  return outcome;
}

/** A one-line form with the given fields. */
export function formOf(fields: FormSchema['fields'], settings: FormSchema['settings'] = {}): FormSchema {
  return { version: 1, kind: 'form', settings, fields };
}

/** The Form.Item around the field labelled `label`. */
export function itemOf(label: string): HTMLElement {
  const item = screen.getByText(label, { selector: 'label' }).closest('.ant-form-item');
  if (!(item instanceof HTMLElement)) throw new Error(`no form item labelled ${label}`);
  return item;
}

/** Picks an option of the antd Select inside the item labelled `label`. */
export function choose(label: string, option: string) {
  fireEvent.mouseDown(within(itemOf(label)).getByRole('combobox'));
  const options = screen.getAllByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options[options.length - 1] as HTMLElement);
}

/** Types into the text box inside the item labelled `label`. */
export function type(label: string, value: string) {
  fireEvent.change(within(itemOf(label)).getByRole('textbox'), { target: { value } });
}

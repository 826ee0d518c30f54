import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InputWidget } from '../input/InputWidget.js';
import { RJSF_WIDGETS, rjsfWidget } from './index.js';

// antd's first renders in jsdom take seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

function mount(schema: RJSFSchema, uiSchema: UiSchema, formData: Record<string, unknown> = {}) {
  const seen = { formData };
  const view = render(
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      widgets={RJSF_WIDGETS}
      validator={validator}
      onChange={(event) => {
        seen.formData = event.formData;
      }}
    />,
  );
  return { ...view, seen };
}

const leave: RJSFSchema = {
  type: 'object',
  properties: {
    kind: {
      type: 'string',
      oneOf: [
        { const: 'personal', title: '事假' },
        { const: 'sick', title: '病假' },
      ],
    },
  },
};

describe('@formwork/widgets/rjsf', () => {
  it('offers a schema enum as the options of our select', () => {
    mount(leave, { kind: { 'ui:widget': 'select', 'ui:readonly': true } }, { kind: 'sick' });
    expect(screen.getByText('病假')).toBeTruthy();
  });

  it('passes ui:options to the widget as its own props', () => {
    mount(
      { type: 'object', properties: { price: { type: 'string' } } },
      { price: { 'ui:widget': 'input', 'ui:options': { append: '元' }, 'ui:readonly': true } },
      { price: '12' },
    );
    expect(screen.getByText('12元')).toBeTruthy();
  });

  it("keeps rjsf's own widgets for fields that name none, though our keys share their names", () => {
    const { container } = mount(
      {
        type: 'object',
        properties: {
          agreed: { type: 'boolean', title: '同意' },
          kind: leave.properties?.kind ?? {},
          note: { type: 'string', title: '备注' },
        },
      },
      {},
    );
    expect(screen.getByRole('checkbox')).toBeTruthy();
    // Our display widget `text` shows no box; a plain string field keeps rjsf's text input.
    expect(screen.getByRole('textbox', { name: '备注' })).toBeTruthy();
    expect(container.querySelector('select')).not.toBeNull();
    expect(container.querySelector('.ant-select')).toBeNull();
  });

  it('leaves an emptied box out of the form data, as rjsf widgets do', async () => {
    const { seen } = mount(
      { type: 'object', properties: { name: { type: 'string' } } },
      { name: { 'ui:widget': 'input' } },
      { name: '张三' },
    );
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '' } });
    await waitFor(() => expect(seen.formData).toEqual({ name: undefined }));
  });

  it('binds a widget given directly as ui:widget, once', () => {
    const Bound = rjsfWidget(InputWidget);
    expect(rjsfWidget(InputWidget)).toBe(Bound);
    mount(
      { type: 'object', properties: { name: { type: 'string' } } },
      { name: { 'ui:widget': Bound } },
      { name: '李四' },
    );
    expect(screen.getByDisplayValue('李四')).toBeTruthy();
  });
});

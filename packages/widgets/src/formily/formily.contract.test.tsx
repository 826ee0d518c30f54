import { createForm } from '@formily/core';
import { createSchemaField, FormProvider } from '@formily/react';
import { render } from '@testing-library/react';
import { type FieldUnderTest, runAdapterContract } from '../adapter-contract/contract.js';
import type { WidgetComponent } from '../registry/registry.js';
import { FORMILY_WIDGETS } from './index.js';

function mount({ key, props, value, disabled, readOnly }: FieldUnderTest) {
  const form = createForm({ initialValues: { field: value } });
  const SchemaField = createSchemaField({ components: FORMILY_WIDGETS as Record<string, WidgetComponent> });
  const pattern = readOnly ? 'readOnly' : disabled ? 'disabled' : 'editable';
  render(
    <FormProvider form={form}>
      <SchemaField>
        <SchemaField.Markup name="field" x-component={key} x-component-props={props} x-pattern={pattern} />
      </SchemaField>
    </FormProvider>,
  );
  return () => form.values.field;
}

runAdapterContract('@formwork/widgets/formily', { widgets: FORMILY_WIDGETS, mount });

import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { render } from '@testing-library/react';
import { type FieldUnderTest, runAdapterContract } from '../adapter-contract/contract.js';
import { RJSF_WIDGETS } from './index.js';

function mount({ key, valueSchema, props, value, disabled, readOnly }: FieldUnderTest) {
  let formData: Record<string, unknown> = { field: value };
  const schema: RJSFSchema = { type: 'object', properties: { field: valueSchema as RJSFSchema } };
  const uiSchema: UiSchema = {
    field: { 'ui:widget': key, 'ui:options': props, 'ui:disabled': disabled, 'ui:readonly': readOnly },
  };
  render(
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      widgets={RJSF_WIDGETS}
      validator={validator}
      onChange={(event) => {
        formData = event.formData;
      }}
    />,
  );
  return () => formData.field;
}

runAdapterContract('@formwork/widgets/rjsf', { widgets: RJSF_WIDGETS, mount });

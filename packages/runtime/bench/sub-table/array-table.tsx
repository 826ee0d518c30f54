import { ArrayTable, FormItem, Input } from '@formily/antd-v5';
import { createForm, type Form } from '@formily/core';
import { createSchemaField, FormProvider, type ISchema } from '@formily/react';
import { COLUMNS } from './rows.js';

const SchemaField = createSchemaField({ components: { ArrayTable, FormItem, Input } });

/** The same ten columns and rules as @formily/antd-v5's ArrayTable: each cell a Formily field. */
function cell(c: number): ISchema {
  return {
    type: 'void',
    'x-component': 'ArrayTable.Column',
    'x-component-props': { title: `列${c + 1}`, width: 160 },
    properties: {
      [`c${c}`]: {
        type: 'string',
        'x-decorator': 'FormItem',
        'x-component': 'Input',
        ...(c === 0 && { required: true }),
        ...(c === 1 && { 'x-validator': 'phone' }),
      },
    },
  };
}

const schema: ISchema = {
  type: 'object',
  properties: {
    rows: {
      type: 'array',
      'x-component': 'ArrayTable',
      // Every row on one page, as the sub-table shows them.
      'x-component-props': { pagination: false },
      items: {
        type: 'object',
        properties: {
          index: {
            type: 'void',
            'x-component': 'ArrayTable.Column',
            'x-component-props': { title: '序号', width: 60 },
            properties: { i: { type: 'void', 'x-component': 'ArrayTable.Index' } },
          },
          ...Object.fromEntries(Array.from({ length: COLUMNS }, (_, c) => [`col${c}`, cell(c)])),
          actions: {
            type: 'void',
            'x-component': 'ArrayTable.Column',
            'x-component-props': { title: '操作', width: 80 },
            properties: { remove: { type: 'void', 'x-component': 'ArrayTable.Remove' } },
          },
        },
      },
      properties: { add: { type: 'void', 'x-component': 'ArrayTable.Addition', title: '添加' } },
    },
  },
};

export function arrayTableForm(rows: Record<string, string>[]): Form {
  return createForm({ initialValues: { rows } });
}

export function ArrayTableBench({ form }: { form: Form }) {
  return (
    <FormProvider form={form}>
      <SchemaField schema={schema} />
    </FormProvider>
  );
}

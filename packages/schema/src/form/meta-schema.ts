import { namedRules } from '../rules/named-rules.js';
import { jnpfKeys } from './jnpf-keys.js';

/**
 * The structural meta-schema (JSON Schema 2020-12) of a canonical form. Checks that need the
 * whole form (vModel presence per key, duplicates, regex syntax) are in validate-schema.ts.
 */
const operand = { anyOf: [{ type: 'number' }, { type: 'string' }] };

const regRule = {
  oneOf: [
    {
      type: 'object',
      required: ['pattern', 'message'],
      properties: { pattern: { type: 'string' }, message: { type: 'string' } },
    },
    {
      type: 'object',
      required: ['rule'],
      properties: { rule: { enum: Object.keys(namedRules) } },
    },
  ],
};

const reaction = {
  type: 'object',
  required: ['when', 'fulfill'],
  properties: {
    when: {
      type: 'object',
      required: ['field', 'op'],
      properties: {
        field: { type: 'string', minLength: 1 },
        op: { enum: ['eq', 'neq', 'in', 'empty', 'notEmpty'] },
      },
    },
    fulfill: {
      type: 'object',
      minProperties: 1,
      properties: {
        show: { type: 'boolean' },
        hide: { type: 'boolean' },
        require: { type: 'boolean' },
        disable: { type: 'boolean' },
      },
    },
  },
};

export const formMetaSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://formwork.dev/schema/form-v1.json',
  type: 'object',
  required: ['version', 'kind', 'settings', 'fields'],
  properties: {
    version: { const: 1 },
    kind: { const: 'form' },
    settings: {
      type: 'object',
      properties: {
        labelPosition: { enum: ['left', 'right', 'top'] },
        labelWidth: { type: 'number', minimum: 0 },
        gutter: { type: 'number', minimum: 0 },
        size: { enum: ['large', 'default', 'small'] },
        popupType: { enum: ['general', 'fullScreen', 'drawer'] },
      },
    },
    fields: { type: 'array', items: { $ref: '#/$defs/field' } },
  },
  $defs: {
    field: {
      type: 'object',
      required: ['jnpfKey'],
      properties: {
        jnpfKey: { enum: jnpfKeys },
        vModel: { type: 'string' },
        renamedFrom: { type: 'string' },
        label: { type: 'string' },
        required: { type: 'boolean' },
        regList: { type: 'array', items: regRule },
        span: { type: 'integer', minimum: 1, maximum: 24 },
        props: {
          type: 'object',
          properties: {
            maxlength: { type: 'integer', minimum: 0 },
            min: { type: 'number' },
            max: { type: 'number' },
            precision: { type: 'integer', minimum: 0 },
            multiple: { type: 'boolean' },
            dataType: { enum: ['static', 'dictionary', 'dynamic', 'relation', 'form'] },
            options: { type: 'array', items: { type: 'object', required: ['label', 'value'] } },
          },
        },
        children: { type: 'array', items: { $ref: '#/$defs/field' } },
        reactions: { type: 'array', items: reaction },
        expression: {
          type: 'array',
          items: {
            anyOf: [
              operand,
              { type: 'object', required: ['field'], properties: { field: { type: 'string' } } },
            ],
          },
        },
      },
    },
  },
} as const;

import { formMetaSchema } from '../form/meta-schema.js';
import { listMetaSchema } from '../list/meta-schema.js';

/**
 * The structural meta-schema (JSON Schema 2020-12) of a page. Its list and forms are checked by
 * their own meta-schemas, named by `$id`; the page's own objects take no unknown properties, so
 * a misspelt name in a hand-written page is caught rather than ignored.
 */
const text = { type: 'string' } as const;
const name = { type: 'string', minLength: 1 } as const;
const FORM = { $ref: formMetaSchema.$id } as const;
const LIST = { $ref: listMetaSchema.$id } as const;
const ENDPOINT = { $ref: '#/$defs/endpoint' } as const;

const closed = (properties: Record<string, unknown>, required: readonly string[] = []) => ({
  type: 'object',
  required,
  properties,
  additionalProperties: false,
});

const fields = { type: 'array', items: closed({ prop: name, label: text }, ['prop', 'label']) };
const scalar = { type: ['string', 'number', 'boolean'] };
const WIRE = {
  type: 'object',
  additionalProperties: { enum: ['commaText', 'md5', 'jsonText', 'fileUrl'] },
} as const;

/** Each run kind with the properties it takes. */
const runs: Record<string, ReturnType<typeof closed>> = {
  navigate: closed({ kind: {}, url: name }, ['kind', 'url']),
  request: closed({ kind: {}, endpoint: ENDPOINT, after: { $ref: '#/$defs/after' } }, ['kind', 'endpoint']),
  form: closed(
    {
      kind: {},
      title: text,
      form: FORM,
      endpoint: ENDPOINT,
      values: { type: 'object' },
      options: { type: 'object', additionalProperties: ENDPOINT },
      load: ENDPOINT,
      fromRow: { type: 'array', items: name },
      match: {
        type: 'array',
        items: closed({ field: name, sameAs: name, message: text }, ['field', 'sameAs', 'message']),
      },
      wire: WIRE,
      after: { $ref: '#/$defs/after' },
    },
    ['kind', 'form', 'endpoint'],
  ),
  switch: closed(
    {
      kind: {},
      field: name,
      endpoint: ENDPOINT,
      on: scalar,
      off: scalar,
      confirm: closed({ on: text, off: text }, ['on', 'off']),
    },
    ['kind', 'field', 'endpoint'],
  ),
  download: closed({ kind: {}, endpoint: ENDPOINT }, ['kind', 'endpoint']),
  export: closed({ kind: {}, endpoint: ENDPOINT, fields }, ['kind', 'endpoint']),
  import: closed(
    {
      kind: {},
      title: text,
      upload: ENDPOINT,
      preview: ENDPOINT,
      commit: ENDPOINT,
      refused: ENDPOINT,
      template: ENDPOINT,
      columns: fields,
      errorField: name,
      accept: text,
    },
    ['kind', 'upload', 'preview', 'commit', 'columns'],
  ),
  part: closed({ kind: {}, component: name, props: { type: 'object' }, title: text, width: text }, [
    'kind',
    'component',
  ]),
};

const condition = closed({ field: name, op: { enum: ['eq', 'neq', 'in', 'empty', 'notEmpty'] }, value: {} }, [
  'field',
  'op',
]);

export const pageMetaSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://formwork.dev/schema/page-v1.json',
  ...closed(
    {
      $schema: text,
      version: { const: 1 },
      kind: { const: 'page' },
      title: text,
      list: LIST,
      form: FORM,
      endpoints: closed(
        Object.fromEntries(
          [
            'list',
            'get',
            'create',
            'update',
            'remove',
            'batchRemove',
            'export',
            'import',
            'children',
            'print',
            'printOptions',
          ].map((key) => [key, ENDPOINT]),
        ),
        ['list'],
      ),
      actions: { type: 'array', items: { $ref: '#/$defs/action' } },
      messages: closed(
        Object.fromEntries(['zh', 'zhtw', 'en'].map((language) => [language, { $ref: '#/$defs/words' }])),
      ),
      tree: closed(
        {
          endpoint: ENDPOINT,
          idField: name,
          labelField: name,
          childrenField: name,
          param: name,
          title: text,
          selectFirst: { type: 'boolean' },
          fill: name,
        },
        ['endpoint', 'param'],
      ),
      formOptions: {
        type: 'object',
        // An endpoint, or a source holding one: told apart by `endpoint`, so a problem is
        // reported against the one the page meant.
        additionalProperties: {
          if: { required: ['endpoint'] },
          // biome-ignore lint/suspicious/noThenProperty: JSON Schema's conditional keyword.
          then: closed(
            {
              endpoint: ENDPOINT,
              top: closed({ value: { type: ['string', 'number'] }, label: text }, ['value', 'label']),
              when: condition,
              children: ENDPOINT,
              label: ENDPOINT,
            },
            ['endpoint'],
          ),
          else: ENDPOINT,
        },
      },
      rowButtonsWhen: closed({ edit: condition, remove: condition, detail: condition }),
      wire: WIRE,
      createOnly: { type: 'array', items: { type: 'string', pattern: '^[A-Za-z_]\\w*$' }, uniqueItems: true },
      showKeyword: { type: 'boolean' },
      params: { type: 'array', items: { type: 'string', pattern: '^[A-Za-z_]\\w*$' }, uniqueItems: true },
      view: { enum: ['list', 'form'] },
      tabs: {
        type: 'array',
        minItems: 1,
        items: closed(
          {
            key: name,
            title: text,
            list: LIST,
            actions: { type: 'array', items: { $ref: '#/$defs/action' } },
            endpoints: closed(
              Object.fromEntries(
                ['list', 'get', 'create', 'update', 'remove', 'batchRemove', 'export', 'import'].map(
                  (key) => [key, ENDPOINT],
                ),
              ),
            ),
          },
          ['key', 'title'],
        ),
      },
    },
    ['version', 'kind', 'title', 'list', 'form', 'endpoints'],
  ),
  $defs: {
    endpoint: closed(
      {
        method: { enum: ['GET', 'POST', 'PUT', 'DELETE'] },
        url: name,
        wrap: { enum: ['plain', 'dataText'] },
        idField: name,
        filters: { enum: ['queryJson', 'params'] },
        confirm: text,
        success: text,
        notice: text,
      },
      ['method', 'url'],
    ),
    after: closed({ navigate: name }),
    words: {
      type: 'object',
      additionalProperties: { anyOf: [{ type: 'string' }, { $ref: '#/$defs/words' }] },
    },
    action: {
      ...closed(
        {
          id: name,
          label: text,
          place: { enum: ['toolbar', 'row'] },
          permission: name,
          primary: { type: 'boolean' },
          danger: { type: 'boolean' },
          when: condition,
          run: {
            type: 'object',
            required: ['kind'],
            properties: { kind: { enum: Object.keys(runs) } },
            allOf: Object.entries(runs).map(([kind, schema]) => ({
              if: { properties: { kind: { const: kind } } },
              // biome-ignore lint/suspicious/noThenProperty: JSON Schema's conditional keyword.
              then: schema,
            })),
          },
        },
        ['id', 'label', 'place', 'run'],
      ),
    },
  },
} as const;

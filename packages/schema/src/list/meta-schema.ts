import { ListType, SearchType } from './types.js';

/** The structural meta-schema (JSON Schema 2020-12) of a canonical list (columnData). */
const button = {
  type: 'object',
  required: ['value', 'label'],
  properties: { value: { type: 'string' }, label: { type: 'string' } },
};

export const listMetaSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://formwork.dev/schema/list-v1.json',
  type: 'object',
  required: ['version', 'kind', 'type', 'hasPage', 'pageSize', 'columnList', 'searchList'],
  properties: {
    version: { const: 1 },
    kind: { const: 'list' },
    type: { enum: Object.values(ListType) },
    hasPage: { type: 'boolean' },
    pageSize: { type: 'integer', minimum: 1 },
    defaultSidx: { type: 'string' },
    sort: { enum: ['asc', 'desc'] },
    columnList: {
      type: 'array',
      items: {
        type: 'object',
        required: ['label', 'prop'],
        properties: {
          label: { type: 'string' },
          prop: { type: 'string', minLength: 1 },
          fixed: { enum: ['left', 'right', 'none'] },
          align: { enum: ['left', 'center', 'right'] },
          sortable: { type: 'boolean' },
          width: { type: 'number', minimum: 0 },
          format: { type: 'string', minLength: 1 },
        },
      },
    },
    searchList: {
      type: 'array',
      items: {
        type: 'object',
        required: ['label', 'prop', 'searchType'],
        properties: {
          label: { type: 'string' },
          prop: { type: 'string', minLength: 1 },
          searchType: { enum: Object.values(SearchType) },
          searchMultiple: { type: 'boolean' },
        },
      },
    },
    btnsList: {
      type: 'array',
      items: {
        ...button,
        properties: {
          ...button.properties,
          value: { enum: ['add', 'download', 'upload', 'batchRemove', 'batchPrint'] },
        },
      },
    },
    columnBtnsList: {
      type: 'array',
      items: {
        ...button,
        properties: { ...button.properties, value: { enum: ['edit', 'remove', 'detail'] } },
      },
    },
    groupField: { type: 'string' },
    useColumnPermission: { type: 'boolean' },
    useFormPermission: { type: 'boolean' },
    useBtnPermission: { type: 'boolean' },
    useDataPermission: { type: 'boolean' },
    showSummary: { type: 'boolean' },
    summaryField: { type: 'array', items: { type: 'string' } },
    printIds: { type: 'array', items: { type: 'string', minLength: 1 } },
  },
} as const;

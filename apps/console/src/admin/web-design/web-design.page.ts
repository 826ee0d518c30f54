import { ENTRY_CODE, type FieldSchema, type FormSchema, type PageSchema } from '@formwork/schema';
import type { WebDesignKey } from './messages.js';

type Translate = (key: WebDesignKey) => string;

const BASE = '/api/visualdev/Base';

/** Where a design is edited: this screen again, told which design to open in the designer. */
export const DESIGNER_URL_PARAM = 'designId';
export const WEB_DESIGN_PATH = '/onlineDev/webDesign';
/** The designer's address as an action template; the design's id is the value named `name`. */
const designerTemplate = (name: string) => `${WEB_DESIGN_PATH}?${DESIGNER_URL_PARAM}={${name}}`;

/** The release action's id: the host refreshes the signed-in user's menus after it. */
export const RELEASE_ACTION = 'release';
export const REMOVE_ACTION = 'remove';

/**
 * The server keeps a design's category as text; these are the ones offered. The stored value is
 * the Chinese name, so rows keep their category whatever language the screen is in.
 */
const CATEGORIES: Array<[string, WebDesignKey]> = [
  ['人事', 'categoryHr'],
  ['财务', 'categoryFinance'],
  ['行政', 'categoryAdmin'],
  ['采购', 'categoryPurchase'],
  ['销售', 'categorySales'],
  ['其他', 'categoryOther'],
];

const form = (fields: FieldSchema[]): FormSchema => ({
  version: 1,
  kind: 'form',
  settings: { labelWidth: 100, popupWidth: '600px' },
  fields,
});

/**
 * 功能设计 (visual development) as a plain page schema: the list of designs
 * against GET /api/visualdev/Base, and the create, design, copy, release and delete actions.
 */
export function webDesignPage(t: Translate, remembered: { releaseParent?: string } = {}): PageSchema {
  const categoryOptions = CATEGORIES.map(([value, key]) => ({ value, label: t(key) }));
  const stateOptions = [
    { value: 1, label: t('released') },
    { value: 0, label: t('unreleased') },
  ];
  return {
    version: 1,
    kind: 'page',
    title: t('title'),
    // The list's own form: the search editors and how cells read.
    form: form([
      {
        jnpfKey: 'input',
        vModel: 'keyword',
        label: t('keyword'),
        props: { placeholder: t('keywordPlaceholder'), clearable: true },
      },
      { jnpfKey: 'input', vModel: 'fullName', label: t('fullName') },
      { jnpfKey: 'input', vModel: 'enCode', label: t('enCode') },
      {
        jnpfKey: 'select',
        vModel: 'category',
        label: t('category'),
        props: { options: categoryOptions, clearable: true },
      },
      { jnpfKey: 'select', vModel: 'state', label: t('state'), props: { options: stateOptions } },
      {
        jnpfKey: 'select',
        vModel: 'isRelease',
        label: t('isRelease'),
        props: { options: stateOptions, clearable: true },
      },
      { jnpfKey: 'input', vModel: 'creatorUser', label: t('creatorUser') },
      {
        jnpfKey: 'datePicker',
        vModel: 'creatorTime',
        label: t('creatorTime'),
        props: { format: 'yyyy-MM-dd HH:mm' },
      },
      {
        jnpfKey: 'datePicker',
        vModel: 'lastModifyTime',
        label: t('lastModifyTime'),
        props: { format: 'yyyy-MM-dd HH:mm' },
      },
    ]),
    list: {
      version: 1,
      kind: 'list',
      type: 1,
      hasPage: true,
      pageSize: 20,
      columnList: [
        { label: t('fullName'), prop: 'fullName', width: 200 },
        { label: t('enCode'), prop: 'enCode', width: 160 },
        { label: t('category'), prop: 'category', width: 100 },
        { label: t('state'), prop: 'state', width: 90, align: 'center' },
        { label: t('creatorUser'), prop: 'creatorUser', width: 140 },
        { label: t('creatorTime'), prop: 'creatorTime', width: 150 },
        { label: t('lastModifyTime'), prop: 'lastModifyTime', width: 150 },
      ],
      searchList: [
        { label: t('keyword'), prop: 'keyword', jnpfKey: 'input', searchType: 2 },
        { label: t('category'), prop: 'category', jnpfKey: 'select', searchType: 1 },
        { label: t('isRelease'), prop: 'isRelease', jnpfKey: 'select', searchType: 1 },
      ],
      btnsList: [],
      columnBtnsList: [],
      useBtnPermission: true,
    },
    endpoints: {
      // The server takes keyword, category and isRelease as parameters of their own.
      list: { method: 'GET', url: BASE, filters: 'params' },
    },
    actions: [
      {
        id: 'create',
        label: t('create'),
        place: 'toolbar',
        primary: true,
        permission: 'btn_add',
        run: {
          kind: 'form',
          title: t('createTitle'),
          form: form([
            {
              // JNPF's 新建 asks the same: webType 1 a form only, 2 a form with a list, 3 a form
              // under a flow. Flows do not exist yet, so the third is shown, named as coming.
              jnpfKey: 'radio',
              vModel: 'webType',
              label: t('webType'),
              required: true,
              props: {
                direction: 'vertical',
                options: [
                  { value: 1, label: t('webTypeForm') },
                  { value: 2, label: t('webTypeFormList') },
                  { value: 3, label: t('webTypeFlow'), disabled: true },
                ],
              },
            },
            {
              jnpfKey: 'input',
              vModel: 'fullName',
              label: t('fullName'),
              required: true,
              props: { maxlength: 100 },
            },
            {
              jnpfKey: 'input',
              vModel: 'enCode',
              label: t('enCode'),
              required: true,
              regList: [{ rule: ENTRY_CODE.rule }],
              props: { maxlength: ENTRY_CODE.maxLength },
            },
            {
              jnpfKey: 'select',
              vModel: 'category',
              label: t('category'),
              required: true,
              props: { options: categoryOptions },
            },
          ]),
          // A custom form of the kind chosen. A form with a list released before its list is
          // designed gets one from its fields (the server builds it).
          values: { type: 1 },
          endpoint: { method: 'POST', url: BASE, success: t('created') },
          // The server answers the new design's id; the designer opens on it.
          after: { navigate: designerTemplate('id') },
        },
      },
      {
        id: 'design',
        label: t('design'),
        place: 'row',
        permission: 'btn_edit',
        run: { kind: 'navigate', url: designerTemplate('dataId') },
      },
      {
        id: 'copy',
        label: t('copy'),
        place: 'row',
        permission: 'btn_copy',
        run: {
          kind: 'request',
          endpoint: {
            method: 'POST',
            url: `${BASE}/{dataId}/Actions/Copy`,
            confirm: t('copyConfirm'),
            success: t('copied'),
          },
        },
      },
      {
        id: RELEASE_ACTION,
        label: t('release'),
        place: 'row',
        permission: 'btn_release',
        run: {
          kind: 'form',
          title: t('releaseTitle'),
          form: form([
            {
              jnpfKey: 'treeSelect',
              vModel: 'pcModuleParentId',
              label: t('parentMenu'),
              required: true,
              // The place of the last release, so a run of releases under one menu is a click each.
              ...(remembered.releaseParent && { defaultValue: remembered.releaseParent }),
              props: { clearable: true, filterable: true },
            },
            {
              jnpfKey: 'textarea',
              vModel: 'note',
              label: t('releaseNote'),
              props: { maxlength: 200, autosize: { minRows: 2, maxRows: 2 } },
            },
            {
              // Needed only when a field's new widget type would not fit values already stored;
              // the server's refusal names the fields and the number of records.
              jnpfKey: 'switch',
              vModel: 'confirmTypeChanges',
              label: t('confirmTypeChanges'),
            },
          ]),
          values: { pc: 1 },
          options: { pcModuleParentId: { method: 'GET', url: '/api/visualdev/MenuSelector' } },
          endpoint: {
            method: 'POST',
            url: `${BASE}/{dataId}/Actions/Release`,
            success: t('releasedMessage'),
          },
        },
      },
      {
        id: REMOVE_ACTION,
        label: t('remove'),
        place: 'row',
        danger: true,
        permission: 'btn_remove',
        run: {
          kind: 'request',
          endpoint: {
            method: 'DELETE',
            url: `${BASE}/{dataId}`,
            confirm: t('removeConfirm'),
            success: t('removed'),
          },
        },
      },
    ],
  };
}

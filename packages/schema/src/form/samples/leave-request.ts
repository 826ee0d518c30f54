import type { ListSchema } from '../../list/types.js';
import type { FormSchema } from '../types.js';

/**
 * A complete sample form and list ("Leave request"): the seed's first generated screen and a
 * fixture for tests of every compiler.
 */
export const leaveRequestForm: FormSchema = {
  version: 1,
  kind: 'form',
  settings: { labelPosition: 'right', labelWidth: 100, gutter: 15, size: 'default', popupType: 'general' },
  fields: [
    { jnpfKey: 'groupTitle', label: '请假信息', span: 24, props: { content: '请假信息' } },
    {
      jnpfKey: 'row',
      span: 24,
      children: [
        {
          jnpfKey: 'input',
          vModel: 'applicant',
          label: '申请人',
          required: true,
          span: 12,
          props: { maxlength: 20 },
        },
        { jnpfKey: 'input', vModel: 'phone', label: '联系电话', span: 12, regList: [{ rule: 'phone' }] },
      ],
    },
    {
      jnpfKey: 'select',
      vModel: 'leaveType',
      label: '请假类型',
      required: true,
      span: 12,
      props: {
        dataType: 'static',
        options: [
          { label: '事假', value: 'personal' },
          { label: '病假', value: 'sick' },
          { label: '年假', value: 'annual' },
        ],
      },
    },
    { jnpfKey: 'datePicker', vModel: 'startDate', label: '开始日期', required: true, span: 12 },
    {
      jnpfKey: 'inputNumber',
      vModel: 'days',
      label: '请假天数',
      required: true,
      span: 12,
      regList: [{ rule: 'halfHours' }],
      props: { min: 0.5, max: 365, precision: 1 },
    },
    { jnpfKey: 'inputNumber', vModel: 'dailyAllowance', label: '日补贴', span: 12, props: { precision: 2 } },
    {
      jnpfKey: 'calculate',
      vModel: 'allowance',
      label: '补贴合计',
      span: 12,
      expression: [{ field: 'days' }, '×', { field: 'dailyAllowance' }],
    },
    { jnpfKey: 'switch', vModel: 'urgent', label: '加急', span: 12, defaultValue: 0 },
    {
      jnpfKey: 'textarea',
      vModel: 'reason',
      label: '请假原因',
      span: 24,
      props: { maxlength: 200 },
      reactions: [{ when: { field: 'leaveType', op: 'eq', value: 'sick' }, fulfill: { require: true } }],
    },
    {
      jnpfKey: 'table',
      vModel: 'handover',
      label: '工作交接',
      span: 24,
      children: [
        { jnpfKey: 'input', vModel: 'task', label: '事项', required: true },
        { jnpfKey: 'input', vModel: 'mobile', label: '接手人电话', regList: [{ rule: 'phone' }] },
      ],
    },
    { jnpfKey: 'createUser', vModel: 'creator', label: '创建人', span: 12 },
    { jnpfKey: 'createTime', vModel: 'createdAt', label: '创建时间', span: 12 },
  ],
};

export const leaveRequestList: ListSchema = {
  version: 1,
  kind: 'list',
  type: 1,
  hasPage: true,
  pageSize: 20,
  defaultSidx: 'startDate',
  sort: 'desc',
  columnList: [
    { label: '申请人', prop: 'applicant', jnpfKey: 'input', sortable: true },
    { label: '请假类型', prop: 'leaveType', jnpfKey: 'select' },
    { label: '开始日期', prop: 'startDate', jnpfKey: 'datePicker', sortable: true },
    { label: '请假天数', prop: 'days', jnpfKey: 'inputNumber', sortable: true, align: 'right' },
  ],
  searchList: [
    { label: '申请人', prop: 'applicant', jnpfKey: 'input', searchType: 2 },
    { label: '请假类型', prop: 'leaveType', jnpfKey: 'select', searchType: 1 },
    { label: '开始日期', prop: 'startDate', jnpfKey: 'datePicker', searchType: 3 },
    { label: '请假天数', prop: 'days', jnpfKey: 'inputNumber', searchType: 3 },
  ],
  btnsList: [
    { value: 'add', label: '新增' },
    { value: 'download', label: '导出' },
    { value: 'batchRemove', label: '批量删除' },
  ],
  columnBtnsList: [
    { value: 'edit', label: '编辑' },
    { value: 'remove', label: '删除' },
    { value: 'detail', label: '详情' },
  ],
  useColumnPermission: false,
  useFormPermission: false,
  useBtnPermission: false,
};

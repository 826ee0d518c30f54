// Plain data shared by this folder's tests; nothing here may import the test server, since
// the build compiles this file.

/** A small valid leave-request form in the canonical format. */
export const LEAVE_FORM = {
  version: 1,
  kind: 'form',
  settings: { labelPosition: 'right', labelWidth: 100 },
  fields: [
    { jnpfKey: 'groupTitle', label: '基本信息' },
    { jnpfKey: 'input', vModel: 'applicant', label: '申请人', required: true },
    { jnpfKey: 'inputNumber', vModel: 'days', label: '请假天数' },
    { jnpfKey: 'textarea', vModel: 'reason', label: '事由' },
  ],
};

export const LEAVE_COLUMNS = {
  type: 1,
  columnList: [
    { prop: 'applicant', label: '申请人' },
    { prop: 'days', label: '请假天数' },
  ],
};

export const leaveDesign = (enCode = 'leave', overrides: Record<string, unknown> = {}) => ({
  fullName: '请假申请',
  enCode,
  category: '人事',
  type: 1,
  webType: 2,
  formData: JSON.stringify(LEAVE_FORM),
  columnData: JSON.stringify(LEAVE_COLUMNS),
  ...overrides,
});

import { fn } from 'storybook/test';
import type { ModelListParams } from '../data-provider/types.js';
import { pageOf } from '../popup-select/fixtures.js';
import type { PickerRow } from '../popup-select/popup-config.js';

/** A released leave-request form: its records as modelRecord answers them (display texts by vModel). */
export const LEAVE_RECORDS: Readonly<Record<string, PickerRow>> = {
  l1: { applicant: '王芳', department: '财务部', leaveType: '年假', days: 3, startDate: '2024-05-06' },
  l2: { applicant: '李强', department: '研发部', leaveType: '病假', days: 1, startDate: '2024-05-09' },
  l3: { applicant: '张敏', department: '市场部', leaveType: '事假', days: 2, startDate: '2024-05-13' },
  l4: { applicant: '陈磊', department: '研发部', leaveType: '调休', days: 0.5, startDate: '2024-05-20' },
};

export const LEAVE_SOURCE = {
  modelId: 'm-leave',
  relationField: 'applicant',
  columnOptions: [
    { value: 'applicant', label: '申请人' },
    { value: 'leaveType', label: '请假类型' },
  ],
};

/** The list rows: the record's id and the listed columns only, as FieldDataSelect answers. */
const LIST_ROWS: PickerRow[] = Object.entries(LEAVE_RECORDS).map(([id, record]) => ({
  id,
  applicant: record.applicant,
  leaveType: record.leaveType,
}));

/** A provider answering the leave-request model; fresh spies for each story or test. */
export function leaveProvider(rows: readonly PickerRow[] = LIST_ROWS) {
  return {
    modelList: fn(async (params: ModelListParams) => pageOf(rows, params)),
    modelRecord: fn(async ({ id }: { modelId: string; id: string }) => LEAVE_RECORDS[id] ?? null),
  };
}

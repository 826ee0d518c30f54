import type { PagedList } from '@formwork/schema';
import { fn } from 'storybook/test';
import type { InterfaceListParams, InterfaceRecordParams } from '../data-provider/types.js';
import type { PickerRow } from './popup-config.js';

/** A 客户 data interface as stories and tests answer it: rows keyed by customerId. */
export const CUSTOMER_COLUMNS = [
  { value: 'customerName', label: '客户名称' },
  { value: 'contact', label: '联系人' },
  { value: 'phone', label: '电话' },
];

export const CUSTOMER_SOURCE = {
  interfaceId: 'if-customers',
  propsValue: 'customerId',
  relationField: 'customerName',
  columnOptions: CUSTOMER_COLUMNS,
};

const named: ReadonlyArray<[string, string, string]> = [
  ['华为技术有限公司', '张伟', '13800138001'],
  ['比亚迪股份有限公司', '李娜', '13900139002'],
  ['美的集团股份有限公司', '王强', '13700137003'],
  ['格力电器股份有限公司', '赵敏', '13600136004'],
  ['海尔智家股份有限公司', '陈静', '13500135005'],
];
const cities = ['北京', '上海', '广州', '深圳', '杭州', '南京', '成都', '武汉', '西安', '苏州'];

/** Five well-known customers, then enough trading companies for three pages of 20. */
export const CUSTOMERS: PickerRow[] = [
  ...named.map(([customerName, contact, phone], index) => ({
    customerId: `c${index + 1}`,
    customerName,
    contact,
    phone,
    address: `${cities[index]}市`,
  })),
  ...Array.from({ length: 40 }, (_, index) => ({
    customerId: `c${index + 6}`,
    customerName: `${cities[index % cities.length]}${['恒通', '瑞丰', '嘉禾', '鼎盛'][index % 4]}贸易有限公司`,
    contact: ['刘洋', '孙丽', '周杰', '吴敏'][index % 4],
    phone: `1880000${String(index + 6).padStart(4, '0')}`,
    address: `${cities[index % cities.length]}市`,
  })),
];

/** The rows whose listed columns contain the keyword, one page of them. */
export function pageOf(
  rows: readonly PickerRow[],
  params: Pick<InterfaceListParams, 'keyword' | 'columnOptions' | 'currentPage' | 'pageSize'>,
): PagedList<PickerRow> {
  const keyword = params.keyword ?? '';
  const found = rows.filter((row) =>
    params.columnOptions.some((key) => String(row[key] ?? '').includes(keyword)),
  );
  const start = (params.currentPage - 1) * params.pageSize;
  return {
    list: found.slice(start, start + params.pageSize),
    pagination: { currentPage: params.currentPage, pageSize: params.pageSize, total: found.length },
  };
}

/** A provider answering the 客户 interface; fresh spies for each story or test. */
export function customerProvider(rows: readonly PickerRow[] = CUSTOMERS) {
  return {
    interfaceList: fn(async (params: InterfaceListParams) => pageOf(rows, params)),
    interfaceRecord: fn(
      async (params: InterfaceRecordParams) =>
        rows.find((row) => String(row[params.propsValue]) === params.id) ?? null,
    ),
  };
}

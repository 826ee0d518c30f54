import { describe, expect, it } from 'vitest';
import {
  interfaceListParams,
  interfaceRecordParams,
  rowText,
  rowValue,
  sourceId,
} from './interface-source.js';

const customers = {
  interfaceId: 'if-customers',
  propsValue: 'customerId',
  relationField: 'customerName',
  columnOptions: [
    { value: 'customerName', label: '客户名称' },
    { value: 'contact', label: '联系人' },
  ],
};

describe('popup select requests', () => {
  it('sends the interface, its keys, the column keys, keyword and page', () => {
    const query = { keyword: '华', currentPage: 2, pageSize: 20 };
    expect(interfaceListParams({ ...customers, params: { region: '华南' } }, query)).toEqual({
      interfaceId: 'if-customers',
      propsValue: 'customerId',
      relationField: 'customerName',
      columnOptions: ['customerName', 'contact'],
      keyword: '华',
      currentPage: 2,
      pageSize: 20,
      params: { region: '华南' },
    });
  });

  it("uses JNPF's defaults id and fullName when the keys are not configured", () => {
    const params = interfaceRecordParams({ interfaceId: 'if-users' }, 'u1');
    expect(params).toEqual({
      interfaceId: 'if-users',
      id: 'u1',
      propsValue: 'id',
      relationField: 'fullName',
    });
    expect(rowValue({}, { id: 7, fullName: '张伟' })).toBe('7');
    expect(rowText({}, { id: 7, fullName: '张伟' })).toBe('张伟');
  });

  it('stores row[propsValue] and shows row[relationField]', () => {
    const row = { customerId: 'c1', customerName: '华为技术有限公司', contact: '张伟' };
    expect(rowValue(customers, row)).toBe('c1');
    expect(rowText(customers, row)).toBe('华为技术有限公司');
  });

  it('tells interfaces and parameters apart, not column changes', () => {
    expect(sourceId(customers)).not.toBe(sourceId({ ...customers, interfaceId: 'if-suppliers' }));
    expect(sourceId(customers)).not.toBe(sourceId({ ...customers, params: { region: '华北' } }));
    expect(sourceId(customers)).toBe(sourceId({ ...customers, columnOptions: [] }));
  });
});

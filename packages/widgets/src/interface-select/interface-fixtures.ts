import type { DataInterfaceSummary, DataProvider } from '../data-provider/index.js';

// Data interfaces of a small company, for this folder's stories and tests: 23 of them, so that
// a page of 20 leaves 3 for the second.
const NAMES: readonly [string, string][] = [
  ['客户列表', 'customers'],
  ['供应商列表', 'suppliers'],
  ['产品目录', 'products'],
  ['城市列表', 'cities'],
  ['部门列表', 'departments'],
  ['员工花名册', 'employees'],
  ['请假类型', 'leaveTypes'],
  ['报销类别', 'expenseTypes'],
  ['合同列表', 'contracts'],
  ['项目列表', 'projects'],
  ['仓库列表', 'warehouses'],
  ['物料清单', 'materials'],
  ['销售订单', 'salesOrders'],
  ['采购订单', 'purchaseOrders'],
  ['发票列表', 'invoices'],
  ['会议室列表', 'meetingRooms'],
  ['车辆列表', 'vehicles'],
  ['资产台账', 'assets'],
  ['考勤记录', 'attendance'],
  ['培训课程', 'courses'],
  ['客户联系人', 'contacts'],
  ['银行账户', 'bankAccounts'],
  ['币种列表', 'currencies'],
];

export const FIXTURE_INTERFACES: readonly DataInterfaceSummary[] = NAMES.map(([fullName, enCode]) => ({
  id: `di-${enCode}`,
  fullName,
  enCode,
}));

/** dataInterfaces over the interfaces above: those whose name or code holds the keyword, a page at a time. */
export function interfaceFixtureProvider(): Pick<DataProvider, 'dataInterfaces'> {
  return {
    dataInterfaces: async ({ keyword, currentPage, pageSize }) => {
      const word = keyword?.toLowerCase() ?? '';
      const found = FIXTURE_INTERFACES.filter(
        (entry) => entry.fullName.includes(word) || entry.enCode.toLowerCase().includes(word),
      );
      return {
        list: found.slice((currentPage - 1) * pageSize, currentPage * pageSize),
        pagination: { currentPage, pageSize, total: found.length },
      };
    },
  };
}

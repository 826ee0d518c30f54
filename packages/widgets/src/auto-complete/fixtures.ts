import type { InterfaceListParams } from '../data-provider/types.js';

const CUSTOMERS = ['华为技术有限公司', '华润万家', '腾讯科技', '阿里巴巴'];

/** A data interface of customers: the rows whose name holds the keyword, as a provider answers. */
export async function customerRows(params: InterfaceListParams) {
  const keyword = params.keyword ?? '';
  const list = CUSTOMERS.filter((name) => name.includes(keyword))
    .slice(0, params.pageSize)
    .map((name, index) => ({ id: `c${index}`, [params.relationField]: name }));
  return { list, pagination: { currentPage: 1, pageSize: params.pageSize, total: list.length } };
}

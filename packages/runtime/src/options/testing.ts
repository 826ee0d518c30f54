// Fixtures for this folder's tests: the answers a server gives for the seeded dictionaries.
import type { DictionaryItem, FieldSchema } from '@formwork/schema';
import { fakeTransport } from '../list/testing/fake-transport.js';
import { TransportError } from '../transport/transport.js';

const item = (type: string, code: string, fullName: string, children?: DictionaryItem[]): DictionaryItem => ({
  id: `dict-${type}-${code}`,
  parentId: '0',
  fullName,
  enCode: code,
  ...(children && { children }),
});

export const DICTIONARIES: Record<string, DictionaryItem[]> = {
  sex: [item('sex', '1', '男'), item('sex', '2', '女')],
  leaveType: [
    item('leaveType', 'personal', '事假'),
    item('leaveType', 'sick', '病假'),
    item('leaveType', 'annual', '年假'),
  ],
  industry: [
    item('industry', 'it', '信息技术', [
      item('industry', 'software', '软件开发'),
      item('industry', 'internet', '互联网服务'),
    ]),
    item('industry', 'finance', '金融业', [item('industry', 'bank', '银行')]),
  ],
};

export const CITIES = [
  { id: 'sh', name: '上海' },
  { id: 'bj', name: '北京' },
];

export const selectorUrl = (type: string) => `/api/system/DictionaryData/${type}/Data/Selector`;
export const interfaceUrl = (id: string) => `/api/system/DataInterface/${id}/Actions/Response`;

/** A server knowing the dictionaries above and one data interface, `cities`; `broken` fails. */
export function optionServer(extra: (url: string) => unknown = () => null) {
  return fakeTransport((request) => {
    const dictionary = /^\/api\/system\/DictionaryData\/([^/]+)\/Data\/Selector$/.exec(request.url);
    if (dictionary) {
      const list = DICTIONARIES[decodeURIComponent(dictionary[1] as string)];
      if (!list) throw new TransportError(400, 'dictionaryType: 数据字典不存在');
      return { list };
    }
    if (request.url === interfaceUrl('cities')) return { data: CITIES };
    if (request.url === interfaceUrl('notRows')) return { data: { rows: CITIES } };
    return extra(request.url);
  });
}

export const dictionaryField = (
  jnpfKey: FieldSchema['jnpfKey'],
  vModel: string,
  label: string,
  dictionaryType: string,
  props: FieldSchema['props'] = {},
): FieldSchema => ({ jnpfKey, vModel, label, props: { dataType: 'dictionary', dictionaryType, ...props } });

import type { AreaNode, DataProvider } from '../data-provider/index.js';

// A few places as the seeded area table has them, for this folder's stories and tests:
// 北京市 > 市辖区 > 东城区 (> 东华门街道), 西城区; 浙江省 > 杭州市 > 西湖区, 上城区; 宁波市 > 海曙区.

const CHILDREN: Record<string, AreaNode[]> = {
  '-1': [
    { id: '110000', fullName: '北京市', isLeaf: false },
    { id: '330000', fullName: '浙江省', isLeaf: false },
  ],
  '110000': [{ id: '110100', fullName: '市辖区', isLeaf: false }],
  '110100': [
    { id: '110101', fullName: '东城区', isLeaf: false },
    { id: '110102', fullName: '西城区', isLeaf: true },
  ],
  '110101': [{ id: '110101001', fullName: '东华门街道', isLeaf: true }],
  '330000': [
    { id: '330100', fullName: '杭州市', isLeaf: false },
    { id: '330200', fullName: '宁波市', isLeaf: false },
  ],
  '330100': [
    { id: '330106', fullName: '西湖区', isLeaf: true },
    { id: '330102', fullName: '上城区', isLeaf: true },
  ],
  '330200': [{ id: '330203', fullName: '海曙区', isLeaf: true }],
};

const NAMES: Record<string, string> = Object.fromEntries(
  Object.values(CHILDREN)
    .flat()
    .map((area) => [area.id, area.fullName]),
);

export const XIHU = ['330000', '330100', '330106'];
export const DONGCHENG = ['110000', '110100', '110101'];

/** areaChildren and areaNames over the places above; an unknown id has no children and no name. */
export function areaFixtureProvider(): Pick<DataProvider, 'areaChildren' | 'areaNames'> {
  return {
    areaChildren: async ({ parentId }) => CHILDREN[parentId] ?? [],
    areaNames: async ({ idPaths }) => idPaths.map((path) => path.map((id) => NAMES[id] ?? id)),
  };
}

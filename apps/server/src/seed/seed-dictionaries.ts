import type { Db } from '../db/database.js';
import { seedOnce } from './seed-once.js';

export interface SeedItem {
  code: string;
  name: string;
  children?: SeedItem[];
}

export interface SeedType {
  enCode: string;
  fullName: string;
  items: SeedItem[];
}

const item = (code: string, name: string, children?: SeedItem[]): SeedItem => ({ code, name, children });

/** Dictionaries option widgets of a new installation can name at once, a tree one among them. */
export const DEMO_DICTIONARIES: SeedType[] = [
  { enCode: 'sex', fullName: '性别', items: [item('1', '男'), item('2', '女')] },
  {
    enCode: 'leaveType',
    fullName: '请假类型',
    items: [
      item('personal', '事假'),
      item('sick', '病假'),
      item('annual', '年假'),
      item('marriage', '婚假'),
      item('maternity', '产假'),
    ],
  },
  {
    enCode: 'education',
    fullName: '学历',
    items: [
      item('doctor', '博士'),
      item('master', '硕士'),
      item('bachelor', '本科'),
      item('college', '大专'),
      item('highSchool', '高中'),
      item('juniorHigh', '初中及以下'),
    ],
  },
  {
    enCode: 'industry',
    fullName: '行业',
    items: [
      item('it', '信息技术', [item('software', '软件开发'), item('internet', '互联网服务')]),
      item('manufacturing', '制造业', [item('automobile', '汽车制造'), item('electronics', '电子设备')]),
      item('finance', '金融业', [
        item('bank', '银行'),
        item('insurance', '保险'),
        item('securities', '证券'),
      ]),
      item('service', '服务业', [item('catering', '餐饮'), item('logistics', '物流')]),
    ],
  },
];

/** Readable, stable ids: `dict-<type>` and `dict-<type>-<item>`, so demo records can store them. */
export const dictionaryTypeId = (enCode: string) => `dict-${enCode}`;
export const dictionaryItemId = (typeCode: string, itemCode: string) => `dict-${typeCode}-${itemCode}`;

interface ItemRow {
  id: string;
  dictionaryTypeId: string;
  parentId: string;
  fullName: string;
  enCode: string;
  sortCode: number;
}

function rowsOf(type: SeedType, items: SeedItem[], parentId: string): ItemRow[] {
  return items.flatMap((entry, index) => [
    {
      id: dictionaryItemId(type.enCode, entry.code),
      dictionaryTypeId: dictionaryTypeId(type.enCode),
      parentId,
      fullName: entry.name,
      enCode: entry.code,
      sortCode: index,
    },
    ...rowsOf(type, entry.children ?? [], dictionaryItemId(type.enCode, entry.code)),
  ]);
}

/**
 * The types the administration forms choose from (a position's type, a group's type), added to
 * installations seeded before those forms existed as well as to new ones.
 */
export const ADMIN_DICTIONARIES: SeedType[] = [
  {
    enCode: 'PositionType',
    fullName: '岗位类型',
    items: [
      item('management', '管理岗位'),
      item('technical', '专业技术岗位'),
      item('skilled', '工勤技能岗位'),
    ],
  },
  {
    enCode: 'groupType',
    fullName: '分组类型',
    items: [item('project', '项目组'), item('team', '工作小组'), item('committee', '委员会')],
  },
];

/** The 56 nationalities in the order and with the codes of GB/T 3304 (01 汉族 ... 56 基诺族). */
const NATIONALITIES =
  '汉族 蒙古族 回族 藏族 维吾尔族 苗族 彝族 壮族 布依族 朝鲜族 满族 侗族 瑶族 白族 土家族 哈尼族 哈萨克族 傣族 黎族 傈僳族 佤族 畲族 高山族 拉祜族 水族 东乡族 纳西族 景颇族 柯尔克孜族 土族 达斡尔族 仫佬族 羌族 布朗族 撒拉族 毛南族 仡佬族 锡伯族 阿昌族 普米族 塔吉克族 怒族 乌孜别克族 俄罗斯族 鄂温克族 德昂族 保安族 裕固族 京族 塔塔尔族 独龙族 鄂伦春族 赫哲族 门巴族 珞巴族 基诺族'.split(
    ' ',
  );

/**
 * The types the user form's personal details choose from (民族, 证件类型), under the codes the user
 * import and export name them by; added to earlier installations as well as to new ones.
 */
export const USER_DICTIONARIES: SeedType[] = [
  {
    enCode: 'nation',
    fullName: '民族',
    items: NATIONALITIES.map((name, index) => item(String(index + 1).padStart(2, '0'), name)),
  },
  {
    enCode: 'certificatetype',
    fullName: '证件类型',
    items: [
      item('idCard', '居民身份证'),
      item('passport', '护照'),
      item('officer', '军官证'),
      item('hkMacao', '港澳居民来往内地通行证'),
      item('taiwan', '台湾居民来往大陆通行证'),
      item('other', '其他'),
    ],
  },
];

/** Seeds the demo dictionaries once; a type whose enCode is already taken is left as it is. */
export async function seedDictionaries(db: Db): Promise<boolean> {
  const demo = await seedTypes(db, 'seed.dictionaries', DEMO_DICTIONARIES);
  const admin = await seedTypes(db, 'seed.adminDictionaries', ADMIN_DICTIONARIES);
  const user = await seedTypes(db, 'seed.userDictionaries', USER_DICTIONARIES);
  return demo || admin || user;
}

export function seedTypes(db: Db, marker: string, types: SeedType[]): Promise<boolean> {
  return seedOnce(
    db,
    marker,
    async () => undefined,
    async (trx) => {
      const taken = new Set(
        (await trx.selectFrom('dictionaryType').select('enCode').execute()).map((row) => row.enCode),
      );
      const fresh = types.filter((type) => !taken.has(type.enCode));
      if (fresh.length === 0) return;
      await trx
        .insertInto('dictionaryType')
        .values(
          fresh.map((type, index) => ({
            id: dictionaryTypeId(type.enCode),
            fullName: type.fullName,
            enCode: type.enCode,
            isTree: type.items.some((entry) => entry.children) ? 1 : 0,
            sortCode: index,
          })),
        )
        .execute();
      await trx
        .insertInto('dictionaryData')
        .values(fresh.flatMap((type) => rowsOf(type, type.items, '0')))
        .execute();
    },
  );
}

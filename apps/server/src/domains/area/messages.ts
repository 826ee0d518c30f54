import { defineMessages } from '@formwork/schema';

/** The answers of administrative areas. */
export const areaMessages = defineMessages('area', {
  zh: {
    notFound: '行政区划不存在或已删除',
    hasChildren: '该区划下有下级区划，不能删除',
    parentMissing: '上级区划 {{parentId}} 不存在',
  },
  zhtw: {
    notFound: '行政區劃不存在或已刪除',
    hasChildren: '該區劃下有下級區劃，不能刪除',
    parentMissing: '上級區劃 {{parentId}} 不存在',
  },
  en: {
    notFound: 'the area does not exist or was deleted',
    hasChildren: 'the area has areas under it and cannot be deleted',
    parentMissing: 'the parent area {{parentId}} does not exist',
  },
});

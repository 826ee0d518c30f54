import type { FormLanguage } from '../../form/types.js';

/** The import button's words: its default label and its outcome. */
export interface ImportTexts {
  readonly label: string;
  readonly imported: string;
  readonly failed: string;
}

export const IMPORT_TEXTS: Readonly<Record<FormLanguage, ImportTexts>> = {
  zh: { label: '导入', imported: '导入成功', failed: '导入失败' },
  zhtw: { label: '導入', imported: '導入成功', failed: '導入失敗' },
  en: { label: 'Import', imported: 'Imported', failed: 'Import failed' },
};

// The release dialog's words for a refused type change, apart from messages.ts so the wording
// and its tests need not load the shell.

/** Keys of the catalogue: `typeChange` and `typeChangeOne` take {{label}}, {{from}}, {{to}}, {{count}}. */
export const TYPE_CHANGE_MESSAGES = {
  zh: {
    typeChange: '「{{label}}」由{{from}}改为{{to}}，{{count}} 条记录的值不符合新类型',
    typeChangeOne: '「{{label}}」由{{from}}改为{{to}}，{{count}} 条记录的值不符合新类型',
    typeChangeSeparator: '；',
    typeChangesAdvice: '。打开此开关确认类型变更后再发布',
  },
  zhtw: {
    typeChange: '「{{label}}」由{{from}}改為{{to}}，{{count}} 筆記錄的值不符合新類型',
    typeChangeOne: '「{{label}}」由{{from}}改為{{to}}，{{count}} 筆記錄的值不符合新類型',
    typeChangeSeparator: '；',
    typeChangesAdvice: '。打開此開關確認類型變更後再發佈',
  },
  en: {
    typeChange:
      '“{{label}}” changes from {{from}} to {{to}}: {{count}} records hold values the new type does not accept',
    typeChangeOne:
      '“{{label}}” changes from {{from}} to {{to}}: {{count}} record holds a value the new type does not accept',
    typeChangeSeparator: '; ',
    typeChangesAdvice: '. Turn this switch on to accept the type changes, then release',
  },
};

export type TypeChangeKey = keyof (typeof TYPE_CHANGE_MESSAGES)['zh'];

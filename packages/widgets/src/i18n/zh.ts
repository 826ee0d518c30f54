/** Simplified Chinese: the widgets' reference wording; the other catalogues mirror its keys. */
export const zh = {
  common: {
    select: '请选择',
    input: '请输入',
  },
} as const;

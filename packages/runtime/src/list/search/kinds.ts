/** jnpfKeys whose stored value is a moment (epoch ms). */
export const DATE_KEYS: ReadonlySet<string> = new Set(['datePicker', 'createTime', 'modifyTime']);
/** jnpfKeys whose stored value is a number. */
export const NUMBER_KEYS: ReadonlySet<string> = new Set(['inputNumber', 'calculate', 'rate', 'slider']);
/** jnpfKeys whose equal search picks among options. */
export const OPTION_KEYS: ReadonlySet<string> = new Set([
  'select',
  'radio',
  'checkbox',
  'switch',
  'treeSelect',
]);

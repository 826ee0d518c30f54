import {
  dataFieldsOf,
  defaultListSchema,
  entersNumber,
  type FormSchema,
  type ListSchema,
  showsAsColumn,
} from '@formwork/schema';
import { t } from '../../http/i18n/index.js';

/**
 * The list a form-and-list design (webType 2) is released with when nobody designed one: every
 * field a cell can show as a column, with add, edit and remove. Without it the first release of
 * such a design showed an empty list with no columns, though the user had chosen "form with list"
 * when creating it.
 */
export function starterListOf(form: FormSchema): ListSchema {
  return {
    ...defaultListSchema,
    columnList: dataFieldsOf(form)
      .filter((field) => field.vModel && showsAsColumn(field.jnpfKey))
      .map((field) => ({
        label: field.label ?? (field.vModel as string),
        prop: field.vModel as string,
        jnpfKey: field.jnpfKey,
        align: entersNumber(field.jnpfKey) ? 'right' : 'left',
      })),
    searchList: [],
    btnsList: [{ value: 'add', label: t('visualdev.button.add') }],
    columnBtnsList: [
      { value: 'edit', label: t('visualdev.button.edit') },
      { value: 'remove', label: t('visualdev.button.remove') },
    ],
  };
}

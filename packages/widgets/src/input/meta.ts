import { defineMeta, t } from '../meta/define-meta.js';
import { COMMON_FIELD_PROPS, LABELS, PLACEHOLDER_PROPS, prop } from '../meta/props-schema.js';

export const inputMeta = defineMeta({
  jnpfKey: 'input',
  group: 'basic',
  title: t('单行输入', '單行輸入', 'Input'),
  icon: 'input',
  inSubTable: true,
  props: { placeholder: '请输入', clearable: true },
  properties: {
    ...PLACEHOLDER_PROPS,
    maxlength: prop.integer(LABELS.maxlength, { minimum: 0 }),
    showWordLimit: prop.flag(LABELS.showWordLimit),
    showPassword: prop.flag(t('是否密码', '是否密碼', 'Password')),
    prepend: prop.text(LABELS.prepend),
    append: prop.text(LABELS.append),
    ...COMMON_FIELD_PROPS,
  },
});

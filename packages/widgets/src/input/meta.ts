import { defineMeta, t } from '../meta/define-meta.js';
import { COMMON_FIELD_PROPS, PLACEHOLDER_PROPS, prop } from '../meta/props-schema.js';

export const inputMeta = defineMeta({
  jnpfKey: 'input',
  group: 'basic',
  title: t('单行输入', '單行輸入', 'Input'),
  icon: 'input',
  inSubTable: true,
  props: { placeholder: '请输入', clearable: true },
  properties: {
    ...PLACEHOLDER_PROPS,
    maxlength: prop.integer('最多输入', { minimum: 0 }),
    showWordLimit: prop.flag('输入统计'),
    showPassword: prop.flag('是否密码'),
    prepend: prop.text('前缀'),
    append: prop.text('后缀'),
    ...COMMON_FIELD_PROPS,
  },
});

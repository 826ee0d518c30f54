import type { FieldProps, JnpfKey } from '@formwork/schema';
import { optionWidgetProps } from './component-props.js';
import { defineMeta } from './define-meta.js';
import { COMMON_FIELD_PROPS, OPTION_SOURCE_PROPS } from './props-schema.js';
import type { LocalizedText, MetaDraft, PaletteGroup } from './types.js';

/** The options a new option field starts with, as JNPF's palette drops it. */
export const sampleOptions = () => [
  { label: '选项一', value: 1 },
  { label: '选项二', value: 2 },
];

interface OptionMetaSpec {
  jnpfKey: JnpfKey;
  group: PaletteGroup;
  title: LocalizedText;
  icon: string;
  props: FieldProps;
  properties: Record<string, Record<string, unknown>>;
}

/**
 * Radio, checkbox, select, cascader and tree select: options from the schema, a dictionary or
 * a data interface (the form fetches the last two), shown under the canonical option keys.
 */
export function optionMeta(spec: OptionMetaSpec): MetaDraft {
  return defineMeta({
    ...spec,
    inSubTable: true,
    props: { dataType: 'static', options: sampleOptions(), ...spec.props },
    properties: { ...spec.properties, ...OPTION_SOURCE_PROPS, ...COMMON_FIELD_PROPS },
    toComponentProps: optionWidgetProps,
  });
}

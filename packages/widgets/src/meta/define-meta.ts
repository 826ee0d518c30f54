import { type FieldProps, type FieldSchema, holdsData, type JnpfKey } from '@formwork/schema';
import { displayWidgetProps, ownProps } from './component-props.js';
import { propsSchema } from './props-schema.js';
import type { LocalizedText, MetaDraft, PaletteGroup, ParentKind } from './types.js';

export interface MetaSpec {
  jnpfKey: JnpfKey;
  group: PaletteGroup;
  title: LocalizedText;
  /** The icon's name after `icon-ym-generator-`. */
  icon: string;
  /** Props a new field starts with; copied afresh for every new field. */
  props?: FieldProps;
  /** Other fields of a new field (span, showLabel, expression...). */
  field?: Partial<Omit<FieldSchema, 'jnpfKey' | 'props' | 'children'>>;
  /** Containers: the children a new one starts with. */
  children?: () => FieldSchema[];
  /** The properties the property panel edits, by name. */
  properties: Record<string, Record<string, unknown>>;
  inSubTable?: boolean;
  inPalette?: boolean;
  /** The only parents that may hold it; by default wherever fields go (and a sub-table's columns when inSubTable). */
  allowedParents?: readonly ParentKind[];
  toComponentProps?: (field: FieldSchema) => Record<string, unknown>;
}

function defaultComponentProps(key: JnpfKey): (field: FieldSchema) => Record<string, unknown> {
  return holdsData(key) ? (field) => ownProps(field) : displayWidgetProps;
}

/** A widget's meta from its spec: the defaults every widget shares filled in once here. */
export function defineMeta(spec: MetaSpec): MetaDraft {
  const hasData = holdsData(spec.jnpfKey);
  const inSubTable = spec.inSubTable ?? false;
  return {
    jnpfKey: spec.jnpfKey,
    group: spec.group,
    title: spec.title,
    icon: `icon-ym icon-ym-generator-${spec.icon}`,
    hasData,
    createField() {
      const field: FieldSchema = {
        jnpfKey: spec.jnpfKey,
        ...(hasData && { vModel: '' }),
        label: spec.title.zh,
        span: 24,
        ...structuredClone(spec.field ?? {}),
        props: structuredClone(spec.props ?? {}),
      };
      if (spec.children) field.children = spec.children();
      // A new field is labelled in each language the console speaks, so that whoever designs or
      // fills in the form reads the widget's name in their own. The Chinese name is `label` alone:
      // whatever later sets `label` is then what Chinese readers see.
      if (hasData && field.label === spec.title.zh && field.props && !field.props.labelI18n)
        field.props.labelI18n = { zhtw: spec.title.zhtw, en: spec.title.en };
      return field;
    },
    propsSchema: propsSchema(spec.properties),
    ...(spec.allowedParents && { allowedParents: spec.allowedParents }),
    inSubTable,
    inPalette: spec.inPalette ?? true,
    toComponentProps: spec.toComponentProps ?? defaultComponentProps(spec.jnpfKey),
  };
}

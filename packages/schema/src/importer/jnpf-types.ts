/**
 * The parts of JNPF's form JSON the importer reads, as JNPF 3 to 5 write them. It arrives from
 * outside, so the importer checks every value's type before using it.
 */
export interface JnpfConfig {
  jnpfKey?: string;
  label?: string;
  tipLabel?: string;
  showLabel?: boolean;
  labelWidth?: number | null;
  defaultValue?: unknown;
  required?: boolean;
  regList?: JnpfRegRule[];
  /** JNPF 3 writes containers' span as text ("24"). */
  span?: number | string;
  visibility?: string[];
  noShow?: boolean;
  children?: JnpfField[];
  dataType?: 'static' | 'dictionary' | 'dynamic';
  dictionaryType?: string;
  propsUrl?: string;
  /** billRule: the enCode of the bill rule numbering it. */
  rule?: string;
  /** JNPF 3 radio, checkbox and select: which option properties hold label and value. */
  props?: OptionKeys;
  /** tableGridTd: the cell's extent, and whether a neighbour's span covers it. */
  colspan?: number;
  rowspan?: number;
  merged?: boolean;
  /** Only in Formwork's own export: what JNPF has no place for. */
  formworkProps?: Record<string, unknown>;
  /** Only in Formwork's own export: the option keys in `props.props` are JNPF's defaults, not the field's. */
  formworkDefaultOptionKeys?: boolean;
  renamedFrom?: string;
  reactions?: unknown[];
}

/** `rule` (a named rule) is only in Formwork's own export. */
export interface JnpfRegRule {
  pattern?: string;
  message?: string;
  rule?: string;
}

/** Which properties of an option hold its label, value and children. */
export interface OptionKeys {
  label?: string;
  value?: string;
  children?: string;
  /** Only in JNPF 3.4's nested `props.props` of cascader and tree select. */
  multiple?: boolean;
}

export interface JnpfField {
  __config__?: JnpfConfig;
  __vModel__?: string;
  __slot__?: {
    options?: Array<Record<string, unknown>>;
    prepend?: string;
    append?: string;
    /** JNPF 3 divider: its text. */
    default?: string;
  };
  /** Option keys; JNPF 3.4 cascader and tree select nest them one level down. */
  props?: OptionKeys & { props?: OptionKeys };
  /** Tab and collapse items: the pane's title; collapse items also have a `name`. */
  title?: string;
  name?: string;
  options?: Array<Record<string, unknown>>;
  expression?: unknown[];
  [componentProp: string]: unknown;
}

export interface JnpfForm {
  labelPosition?: string;
  labelWidth?: number;
  gutter?: number;
  size?: string;
  popupType?: string;
  generalWidth?: string;
  fullScreenWidth?: string;
  drawerWidth?: string;
  confirmButtonText?: string;
  cancelButtonText?: string;
  fields?: JnpfField[];
}

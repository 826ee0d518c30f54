/** The parts of JNPF's form JSON (API.md "Form schema facts") the importer reads. */
export interface JnpfConfig {
  jnpfKey?: string;
  label?: string;
  tipLabel?: string;
  showLabel?: boolean;
  labelWidth?: number | null;
  defaultValue?: unknown;
  required?: boolean;
  regList?: Array<{ pattern?: string; message?: string }>;
  span?: number;
  visibility?: string[];
  noShow?: boolean;
  children?: JnpfField[];
  dataType?: 'static' | 'dictionary' | 'dynamic';
  dictionaryType?: string;
  propsUrl?: string;
  /** billRule: the enCode of the bill rule numbering it. */
  rule?: string;
}

export interface JnpfField {
  __config__?: JnpfConfig;
  __vModel__?: string;
  __slot__?: { options?: Array<Record<string, unknown>>; prepend?: string; append?: string };
  props?: { label?: string; value?: string; children?: string };
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

import { defaultWording, type WidgetT, widgetText } from '../i18n/index.js';
import { type ColumnOption, POPUP_WIDTH, type PopupType, requestPageSize } from './popup-config.js';

/** The schema props (JNPF names) that shape a picker's popup and list. */
export interface PopupProps {
  /** The list's columns: row key and header. */
  columnOptions?: readonly ColumnOption[] | undefined;
  hasPage?: boolean | undefined;
  /** Rows per page when paged; 20 by default. */
  pageSize?: number | undefined;
  popupType?: PopupType | undefined;
  /** 选择数据 by default. */
  popupTitle?: string | undefined;
  /** 800px by default. */
  popupWidth?: string | number | undefined;
  /** 请选择 by default. */
  placeholder?: string | undefined;
  /** Shows a clear button while the field holds something; on unless false. */
  clearable?: boolean | undefined;
}

/** The popup and list settings with their defaults filled in, the wording by `t`. */
export function popupSettings(props: PopupProps, t: WidgetT = widgetText()) {
  return {
    columns: props.columnOptions ?? [],
    hasPage: props.hasPage === true,
    pageSize: requestPageSize(props.hasPage, props.pageSize),
    popupType: props.popupType === 'drawer' ? ('drawer' as const) : ('dialog' as const),
    title: defaultWording(props.popupTitle, t) || t('popup.title'),
    width: props.popupWidth || POPUP_WIDTH,
    placeholder: defaultWording(props.placeholder, t) ?? t('picker.placeholder'),
    clearable: props.clearable !== false,
  };
}

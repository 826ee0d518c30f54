import { useDataProvider } from '../data-provider/WidgetsProvider.js';
import { useWidgetText } from '../i18n/index.js';
import { type PickerValue, PopupPicker } from '../popup-select/PopupPicker.js';
import type { PageQuery } from '../popup-select/page-query.js';
import { type PickerRow, POPUP_WIDTH } from '../popup-select/popup-config.js';
import { type PopupProps, popupSettings } from '../popup-select/popup-settings.js';
import { usePublishRelation } from '../relation-data/RelationDataProvider.js';
import type { WidgetProps } from '../shared/types.js';
import { type ModelSource, modelListParams, modelSourceId, recordId, recordText } from './model-source.js';

/** relationForm's schema props (JNPF names), plus the field's data key. */
export interface RelationFormWidgetProps
  extends WidgetProps<string | null>,
    ModelSource,
    Pick<PopupProps, 'hasPage' | 'pageSize' | 'clearable'> {
  /** The field's data key: the chosen record is shared under it for relationFormAttr fields. */
  vModel?: string;
}

/**
 * relationForm: one record of a released form model, picked in the 选择数据 dialog. Stores the
 * record's id and shows its `relationField`. The chosen record (loaded whole, as relationFormAttr
 * may show any of its fields) is shared under `vModel`.
 */
export function RelationFormWidget(props: RelationFormWidgetProps) {
  const provider = useDataProvider();
  const publish = usePublishRelation(props.vModel);
  const t = useWidgetText();
  const settings = popupSettings(
    {
      ...props,
      popupType: 'dialog',
      popupTitle: t('popup.title'),
      popupWidth: POPUP_WIDTH,
    },
    t,
  );
  return (
    <PopupPicker
      {...settings}
      value={props.value}
      // The dialog stores one id; PopupPicker's single value is never a list.
      onChange={props.onChange as ((value: PickerValue) => void) | undefined}
      disabled={props.disabled}
      readOnly={props.readOnly}
      multiple={false}
      source={modelSourceId(props)}
      fetchPage={(query: PageQuery, signal: AbortSignal) =>
        provider.modelList(modelListParams(props, query), signal)
      }
      loadRecord={(id: string, signal: AbortSignal) =>
        provider.modelRecord({ modelId: props.modelId ?? '', id }, signal)
      }
      pickedIsRecord={false}
      rowKey={recordId}
      textOf={(row: PickerRow) => recordText(props, row)}
      onRowChange={publish}
    />
  );
}

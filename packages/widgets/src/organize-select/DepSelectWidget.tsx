import { useDataProvider } from '../data-provider/index.js';
import { zh } from '../i18n/catalogue.js';
import { useWidgetText } from '../i18n/index.js';
import { type IdValue, idsOf, idValueOf } from '../picker-dialog/index.js';
import type { WidgetProps } from '../shared/types.js';
import { OrgPickerField } from './OrgPickerField.js';
import { departmentPick, isDepartment, type OrgPick, unnamedPick } from './org-index.js';
import { useOrgNames } from './use-org-names.js';

export const DEPARTMENT_PICKER_TITLE = zh.organize.departmentTitle;

export interface DepSelectWidgetProps extends WidgetProps<IdValue> {
  /** Stores a list of ids instead of one id. */
  multiple?: boolean;
  /** Offers a clear icon in the field. Default true. */
  clearable?: boolean;
}

/** depSelect: picks departments (companies only group them) and stores the department id(s). */
export function DepSelectWidget(props: DepSelectWidgetProps) {
  const { value, onChange, multiple = false, clearable = true } = props;
  const provider = useDataProvider();
  const t = useWidgetText();
  const load = (keyword: string, signal: AbortSignal) =>
    provider.departmentTree(keyword ? { keyword } : {}, signal);
  const ids = idsOf(value, multiple);
  const names = useOrgNames(ids.length > 0, (signal) => load('', signal));
  const picks = ids.map((id): OrgPick => {
    const entry = names.entryOf(id);
    return names.pickedOf(id) ?? (entry ? departmentPick(entry) : unnamedPick(id, [id], names.loading));
  });
  return (
    <OrgPickerField
      picks={picks}
      multiple={multiple}
      disabled={props.disabled}
      readOnly={props.readOnly}
      placeholder={props.placeholder}
      clearable={clearable}
      title={t('organize.departmentTitle')}
      load={load}
      canPick={isDepartment}
      pickOf={departmentPick}
      onPicksChange={(next) => {
        names.remember(next);
        const chosen = next.map((pick) => pick.id);
        onChange?.(idValueOf(chosen, multiple));
      }}
    />
  );
}

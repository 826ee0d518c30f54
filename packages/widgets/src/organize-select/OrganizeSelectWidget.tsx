import { useDataProvider } from '../data-provider/index.js';
import { zh } from '../i18n/catalogue.js';
import { useWidgetText } from '../i18n/index.js';
import type { WidgetProps } from '../shared/types.js';
import { OrgPickerField } from './OrgPickerField.js';
import {
  type OrgPick,
  organizePathsOf,
  organizePick,
  organizeValueOf,
  pathKey,
  unnamedPick,
} from './org-index.js';
import { useOrgNames } from './use-org-names.js';

export const ORGANIZE_PICKER_TITLE = zh.organize.organizeTitle;

export type OrganizeValue = string[] | string[][] | null;

export interface OrganizeSelectWidgetProps extends WidgetProps<OrganizeValue> {
  /** Stores a list of paths instead of one path. */
  multiple?: boolean;
  /** Offers a clear icon in the field. Default true. */
  clearable?: boolean;
}

const anyNode = () => true;

/**
 * organizeSelect: picks companies or departments from the organisation tree and stores each as
 * its id path from the root (single: string[]; multiple: string[][]). The field shows each
 * path's last name (研发部).
 */
export function OrganizeSelectWidget(props: OrganizeSelectWidgetProps) {
  const { value, onChange, multiple = false, clearable = true } = props;
  const provider = useDataProvider();
  const t = useWidgetText();
  const load = (keyword: string, signal: AbortSignal) =>
    provider.organizeTree(keyword ? { keyword } : {}, signal);
  const paths = organizePathsOf(value, multiple);
  const names = useOrgNames(paths.length > 0, (signal) => load('', signal));
  const picks = paths.map((path): OrgPick => {
    const key = pathKey(path);
    const entry = names.entryOf(path.at(-1) ?? '');
    return (
      names.pickedOf(key) ??
      (entry ? organizePick({ ...entry, path }) : unnamedPick(key, path, names.loading))
    );
  });
  return (
    <OrgPickerField
      picks={picks}
      multiple={multiple}
      disabled={props.disabled}
      readOnly={props.readOnly}
      placeholder={props.placeholder}
      clearable={clearable}
      title={t('organize.organizeTitle')}
      load={load}
      canPick={anyNode}
      pickOf={organizePick}
      onPicksChange={(next) => {
        names.remember(next);
        const chosen = next.map((pick) => pick.path);
        onChange?.(organizeValueOf(chosen, multiple));
      }}
    />
  );
}

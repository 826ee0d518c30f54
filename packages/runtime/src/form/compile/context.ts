import {
  defaultFormSettings,
  entryGrants,
  type FormSchema,
  type FormSettings,
  granted,
  type ModulePermission,
} from '@formwork/schema';
import { type RuntimeT, runtimeText } from '../../i18n/instance.js';
import type { DesignPaths } from '../design/prepare.js';
import type { FormLanguage, FormMode, FormPermission } from '../types.js';

export interface CompileOptions {
  mode: FormMode;
  permission?: FormPermission;
  permissionList?: readonly ModulePermission[];
  /** Which of a field's `props.labelI18n` labels to show; absent: its `label`. */
  language?: FormLanguage;
  /**
   * Design mode: every field keeps its place (hidden ones too, no linkage, no permission
   * filter), wrapped in a design item naming its schema path; empty containers get a drop zone.
   */
  design?: boolean;
}

/** What every node compiler needs to know about the form being compiled. */
export interface CompileContext {
  mode: FormMode;
  settings: FormSettings & Required<Pick<FormSettings, keyof typeof defaultFormSettings>>;
  /** False for a field the user may not see. */
  granted(vModel: string): boolean;
  /** Design mode: the schema path of each prepared field and of each container's list. */
  design?: DesignPaths;
  /** The runtime's words in the form's language: its rules' messages. */
  t: RuntimeT;
}

export function compileContext(
  form: FormSchema,
  options: CompileOptions,
  design?: DesignPaths,
): CompileContext {
  const { permission, permissionList = [] } = options;
  const grants = entryGrants(permissionList, permission?.modelId);
  const guards = { useFormPermission: permission?.enabled };
  return {
    mode: options.mode,
    t: runtimeText(options.language),
    settings: { ...defaultFormSettings, ...form.settings },
    granted: (vModel) => design !== undefined || granted(grants, 'form', vModel, guards),
    ...(design && { design }),
  };
}

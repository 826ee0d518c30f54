import {
  canAccess,
  defaultFormSettings,
  type FormSchema,
  type FormSettings,
  type ModulePermission,
} from '@formwork/schema';
import type { FormMode, FormPermission } from '../types.js';

export interface CompileOptions {
  mode: FormMode;
  permission?: FormPermission;
  permissionList?: readonly ModulePermission[];
}

/** What every node compiler needs to know about the form being compiled. */
export interface CompileContext {
  mode: FormMode;
  settings: FormSettings & Required<Pick<FormSettings, keyof typeof defaultFormSettings>>;
  /** False for a field the user may not see (spec widgets-admin 6). */
  granted(vModel: string): boolean;
}

export function compileContext(form: FormSchema, options: CompileOptions): CompileContext {
  const { permission, permissionList = [] } = options;
  return {
    mode: options.mode,
    settings: { ...defaultFormSettings, ...form.settings },
    granted: (vModel) =>
      !permission?.enabled ||
      canAccess({ modelId: permission.modelId, kind: 'form', code: vModel }, permissionList),
  };
}

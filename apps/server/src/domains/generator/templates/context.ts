import type { FormSchema, ListSchema } from '@formwork/schema';

/** The output settings, checked and completed with defaults (options.ts). */
export interface GenerateOptions {
  /** The folder of the app the module goes in (GET /AreasName). */
  area: string;
  /** PascalCase: names the module's folder, components and types. */
  className: string;
  description: string;
  routePath: string;
  /** Base names of the files the developer owns. */
  fileNames: { list: string; form: string; detail: string };
  /** Only the files under generated/, to update a module already in an app. */
  onlyGenerated: boolean;
}

/** A released design, as the generator reads it. */
export interface ReleasedDesign {
  id: string;
  fullName: string;
  enCode: string;
  version: number;
  /** The menu entry the release published; its permissions apply to the list. */
  menuId: string;
  form: FormSchema;
  /** Null for a form-only design (webType 1). */
  list: ListSchema | null;
}

/** What every template needs: the design, the settings and the names derived from them. */
export interface ModuleContext {
  design: ReleasedDesign;
  options: GenerateOptions;
  recordName: string;
  rowName: string;
  apiName: string;
  /** Paths, relative to the module folder, of the files the developer owns. */
  files: { developer: string[] };
}

export function moduleContext(design: ReleasedDesign, options: GenerateOptions): ModuleContext {
  const { className, fileNames } = options;
  const developer = [
    ...(design.list ? [`${fileNames.list}.tsx`] : []),
    `${fileNames.form}.tsx`,
    `${fileNames.detail}.tsx`,
    'routes.tsx',
  ];
  return {
    design,
    options,
    recordName: `${className}Record`,
    rowName: `${className}Row`,
    apiName: `${className}Api`,
    files: { developer },
  };
}

import { type GenerateOptions, moduleContext, type ReleasedDesign } from './templates/context.js';
import { detailFile, formFile, listFile, routesFile } from './templates/developer-files.js';
import { apiFile, designFile, readmeFile, typesFile } from './templates/generated-files.js';
import { messagesFile } from './templates/messages-file.js';

export interface GeneratedFile {
  /** The path inside the download: `<area>/<module folder>/...`. */
  path: string;
  text: string;
  /**
   * True for the files under generated/, which every download replaces; false for the screens
   * the developer owns, which a download of the generated files only leaves out.
   */
  generated: boolean;
}

/** The folder of a module inside the app's source: its area, then the module's name. */
export const moduleFolder = (options: GenerateOptions) => `${options.area}/${options.className}`;

/** Every file of the module, generated ones first; with `onlyGenerated`, those alone. */
export function generateModule(design: ReleasedDesign, options: GenerateOptions): GeneratedFile[] {
  const context = moduleContext(design, options);
  const folder = moduleFolder(options);
  const { fileNames } = options;
  const generated: Array<[string, string]> = [
    ['generated/design.ts', designFile(context)],
    ['generated/types.ts', typesFile(context)],
    ['generated/api.ts', apiFile(context)],
    ['generated/messages.ts', messagesFile(context)],
    ['generated/README.md', readmeFile(context)],
  ];
  const developer: Array<[string, string]> = [
    ...(design.list ? ([[`${fileNames.list}.tsx`, listFile(context)]] as Array<[string, string]>) : []),
    [`${fileNames.form}.tsx`, formFile(context)],
    [`${fileNames.detail}.tsx`, detailFile(context)],
    ['routes.tsx', routesFile(context)],
  ];
  const files = [
    ...generated.map(([path, text]) => ({ path: `${folder}/${path}`, text, generated: true })),
    ...developer.map(([path, text]) => ({ path: `${folder}/${path}`, text, generated: false })),
  ];
  return options.onlyGenerated ? files.filter((file) => file.generated) : files;
}

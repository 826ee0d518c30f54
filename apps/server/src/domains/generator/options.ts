import { Type } from '@fastify/type-provider-typebox';
import { badField } from '../../http/envelope.js';
import {
  AREA_PATTERN,
  CLASS_NAME_PATTERN,
  FILE_NAME_PATTERN,
  kebabCase,
  pascalCase,
  ROUTE_PATH_PATTERN,
} from './naming.js';
import type { GenerateOptions } from './templates/context.js';

/**
 * The output settings, in JNPF's words where it has them (DownloadForm: `module`, the area chosen
 * from AreasName; `className`; `description`), with the route and the file names this generator adds.
 */
export const GenerateBody = Type.Object({
  module: Type.Optional(Type.String({ maxLength: 64, description: 'The area, one of GET /AreasName' })),
  className: Type.Optional(
    Type.String({ pattern: CLASS_NAME_PATTERN, description: 'The module name, PascalCase: LeaveRequest' }),
  ),
  description: Type.Optional(Type.String({ maxLength: 200 })),
  routePath: Type.Optional(
    Type.String({ pattern: ROUTE_PATH_PATTERN, description: 'e.g. /hr/leave-request' }),
  ),
  listFileName: Type.Optional(Type.String({ pattern: FILE_NAME_PATTERN })),
  formFileName: Type.Optional(Type.String({ pattern: FILE_NAME_PATTERN })),
  detailFileName: Type.Optional(Type.String({ pattern: FILE_NAME_PATTERN })),
  // 1 or true, as the release form's switches send flags.
  onlyGenerated: Type.Optional(
    Type.Union([Type.Boolean(), Type.Integer({ enum: [0, 1] })], {
      description: 'Download: only the files under generated/, to update a module already in an app',
    }),
  ),
});

export interface GenerateRequest {
  module?: string;
  className?: string;
  description?: string;
  routePath?: string;
  listFileName?: string;
  formFileName?: string;
  detailFileName?: string;
  onlyGenerated?: boolean | number;
}

/** Names the generator writes itself beside the developer's files. */
const RESERVED_FILE_NAMES: ReadonlySet<string> = new Set(['generated', 'routes', 'index', 'readme']);

/**
 * The request's settings with defaults from the design, checked beyond what the body schema can
 * say: the area must be one offered, and the three file names must differ from each other and
 * from the generator's own. A refusal names the field.
 */
export function resolveOptions(
  request: GenerateRequest,
  design: { enCode: string; fullName: string },
  areas: readonly string[],
): GenerateOptions {
  const area = request.module ?? areas[0];
  if (area === undefined || !areas.includes(area) || !AREA_PATTERN.test(area)) {
    throw badField('module', 'validation.oneOf', { values: areas.join(', ') });
  }
  const className = request.className ?? pascalCase(design.enCode);
  if (!new RegExp(CLASS_NAME_PATTERN).test(className)) {
    throw badField('className', 'generator.classNameRequired');
  }
  const fileNames = {
    list: request.listFileName ?? `${className}ListPage`,
    form: request.formFileName ?? `${className}Form`,
    detail: request.detailFileName ?? `${className}Detail`,
  };
  const seen = new Set<string>();
  for (const [role, name] of Object.entries(fileNames)) {
    const key = name.toLowerCase();
    if (RESERVED_FILE_NAMES.has(key))
      throw badField(`${role}FileName`, 'generator.reservedFileName', { name });
    // Case-insensitive file systems would merge two names that differ in case only.
    if (seen.has(key)) throw badField(`${role}FileName`, 'generator.duplicateFileName', { name });
    seen.add(key);
  }
  return {
    area,
    className,
    description: request.description?.trim() || design.fullName,
    routePath: request.routePath ?? `/${area}/${kebabCase(className)}`,
    fileNames,
    onlyGenerated: request.onlyGenerated === true || request.onlyGenerated === 1,
  };
}

// Which extensions uploads may have: both the file service and the site's settings (whose
// allowed list may only narrow these) need them, so they sit below both.

/** Pictures a browser shows inline; SVG is left out because it can carry script. */
export const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp']);

/**
 * Attachments: documents, media and archives people attach to forms. Markup and programs
 * (html, svg, js, exe, ...) are left out: served from this origin they could run as the console.
 */
export const ANNEX_EXTENSIONS: ReadonlySet<string> = new Set([
  ...IMAGE_EXTENSIONS,
  ...['txt', 'csv', 'md', 'rtf', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'wps', 'et', 'dps'],
  ...['odt', 'ods', 'odp', 'xml', 'json', 'log'],
  ...['zip', 'rar', '7z', 'tar', 'gz', 'tgz', 'bz2'],
  ...['mp3', 'wav', 'aac', 'ogg', 'flac', 'm4a', 'amr'],
  ...['mp4', 'mov', 'avi', 'mkv', 'webm', 'wmv', 'flv', 'm4v', '3gp'],
  ...['dwg', 'dxf', 'psd', 'ai', 'cdr', 'tif', 'tiff', 'ico', 'heic'],
]);

/**
 * The site's allowed extensions (系统配置) until an administrator narrows them: every attachment
 * this server can keep safely. The setting can only narrow this list, never widen it.
 */
export const DEFAULT_SITE_EXTENSIONS = [...ANNEX_EXTENSIONS].join(',');

/** The extensions a setting lists, comma or space separated, lower case, without dots. */
export function siteExtensions(text: string): ReadonlySet<string> {
  return new Set(
    text
      .split(/[\s,，]+/)
      .map((word) => word.trim().toLowerCase().replace(/^\./, ''))
      .filter(Boolean),
  );
}

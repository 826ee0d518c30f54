/**
 * Names the generated module is built from. Each pattern keeps a name valid where it lands: a
 * TypeScript identifier, a file name on every file system, a route of a single-page app.
 */

/** A component or type name: PascalCase letters and digits. */
export const CLASS_NAME_PATTERN = '^[A-Z][A-Za-z0-9]{0,63}$';
/** A file's base name, without extension: letters, digits, `-` and `_`, starting with a letter. */
export const FILE_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9_-]{0,63}$';
/** An absolute route path of plain segments: `/hr/leave-request`. */
export const ROUTE_PATH_PATTERN = '^(/[A-Za-z0-9][A-Za-z0-9_-]{0,63}){1,8}$';
/** A module area (a folder of the app): an identifier-like word. */
export const AREA_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** The words of a code such as `leaveRequest`, `leave_request` or `Leave-Request`. */
function wordsOf(code: string): string[] {
  return code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}

/** `leaveRequest` -> `LeaveRequest`; empty when the code has no letter to start with. */
export function pascalCase(code: string): string {
  const name = wordsOf(code)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('');
  return /^[A-Z]/.test(name) ? name.slice(0, 64) : '';
}

/** `LeaveRequest` -> `leave-request`, for folder names and routes. */
export const kebabCase = (name: string): string =>
  wordsOf(name)
    .map((word) => word.toLowerCase())
    .join('-');

/** `LeaveRequest` -> `leaveRequest`, for function and variable names. */
export const camelCase = (name: string): string => (name[0]?.toLowerCase() ?? '') + name.slice(1);

/** A property key as TypeScript needs it: bare when it is an identifier, quoted otherwise. */
export const propertyKey = (key: string): string => (IDENTIFIER.test(key) ? key : JSON.stringify(key));

/** Text safe inside a block comment: a label may contain the sequence that would end it. */
export const commentText = (text: string): string =>
  text.replace(/\*\//g, '*\\/').replace(/[\r\n\u2028\u2029]+/g, ' ');

/** The patterns the server checks (apps/server/src/domains/generator/naming.ts), checked early. */
export const CLASS_NAME = /^[A-Z][A-Za-z0-9]{0,63}$/;
export const FILE_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
export const ROUTE_PATH = /^(\/[A-Za-z0-9][A-Za-z0-9_-]{0,63}){1,8}$/;

const wordsOf = (code: string) =>
  code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);

/** `leaveRequest` -> `LeaveRequest`: the module name a design's code suggests. */
export function classNameOf(enCode: string): string {
  const name = wordsOf(enCode)
    .map((word) => (word[0]?.toUpperCase() ?? '') + word.slice(1))
    .join('');
  return CLASS_NAME.test(name) ? name : '';
}

/** `LeaveRequest` -> `leave-request`, for the suggested route. */
export const routeSegmentOf = (className: string) =>
  wordsOf(className)
    .map((word) => word.toLowerCase())
    .join('-');

import { diffForm } from './diff-form.js';
import { diffList } from './diff-list.js';
import type { DesignChange, DesignVersion } from './types.js';

export type { DesignChange, DesignVersion } from './types.js';
export { diffForm, diffList };

/** What changed from one version of a design to another: its form, then its list. */
export function diffDesigns(before: DesignVersion, after: DesignVersion): DesignChange[] {
  return [...diffForm(before.form, after.form), ...diffList(before.list, after.list)];
}

import { useCallback, useMemo, useState } from 'react';
import type { OrgNode } from '../data-provider/index.js';
import { useProviderData } from '../picker-dialog/index.js';
import { indexOrgTree, type OrgEntry, type OrgPick } from './org-index.js';

export interface OrgNames {
  /** The loaded tree's entry for a node id. */
  entryOf(id: string): OrgEntry | undefined;
  /** A pick confirmed in the dialog, by key: known before the tree is loaded. */
  pickedOf(key: string): OrgPick | undefined;
  loading: boolean;
  remember(picks: readonly OrgPick[]): void;
}

/**
 * Names for stored organisation values, built from the whole tree (loaded once, and only when
 * there is something to name) and from what the user just picked.
 */
export function useOrgNames(
  needed: boolean,
  loadTree: (signal: AbortSignal) => Promise<OrgNode[]>,
): OrgNames {
  const [picked, setPicked] = useState<Record<string, OrgPick>>({});
  const tree = useProviderData(needed ? 'tree' : null, loadTree);
  const index = useMemo(() => indexOrgTree(tree.data ?? []), [tree.data]);
  const remember = useCallback(
    (picks: readonly OrgPick[]) =>
      setPicked((current) => ({ ...current, ...Object.fromEntries(picks.map((pick) => [pick.key, pick])) })),
    [],
  );
  return {
    entryOf: (id) => index.get(id),
    pickedOf: (key) => picked[key],
    loading: tree.loading,
    remember,
  };
}

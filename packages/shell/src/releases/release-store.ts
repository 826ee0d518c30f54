import { create } from 'zustand';

export interface ReleaseStore {
  /** The newest version announced of each online-dev model, by model id, since the console loaded. */
  versions: ReadonlyMap<string, number>;
  /** Notes a release the server announced; an older or repeated announcement changes nothing. */
  announce(modelId: string, version: number): void;
}

export const useReleaseStore = create<ReleaseStore>((set) => ({
  versions: new Map(),
  announce: (modelId, version) =>
    set(({ versions }) =>
      (versions.get(modelId) ?? 0) >= version ? {} : { versions: new Map(versions).set(modelId, version) },
    ),
}));

/** The newest version of a model announced while this tab was open; undefined when none was. */
export function useReleasedVersion(modelId: string | undefined): number | undefined {
  return useReleaseStore((state) => (modelId ? state.versions.get(modelId) : undefined));
}

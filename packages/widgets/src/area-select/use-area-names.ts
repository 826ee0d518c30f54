import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from '../data-provider/index.js';
import { useProviderData } from '../picker-dialog/index.js';
import { areaPathKey, type PickedArea } from './area-path.js';

export interface AreaNames {
  /**
   * The places of `paths` in order with their names: none while they load, the ids themselves
   * once loading ends without names (a failed call or an unknown place).
   */
  areas: PickedArea[];
  loading: boolean;
  /** Records places whose names are known already (just picked), so they are not fetched again. */
  remember(areas: readonly PickedArea[]): void;
}

/** The names of stored id paths, asked of areaNames for the paths not known yet. */
export function useAreaNames(paths: readonly string[][]): AreaNames {
  const provider = useDataProvider();
  const [known, setKnown] = useState<Record<string, string[]>>({});
  const missing = paths.filter((path) => !known[areaPathKey(path)]);
  const { data, loading } = useProviderData(
    missing.length ? missing.map(areaPathKey).join(';') : null,
    (signal) =>
      provider
        .areaNames({ idPaths: missing }, signal)
        .then((names) => missing.map((path, index) => ({ path, names: names[index] ?? [] }))),
  );

  const remember = useCallback(
    (areas: readonly PickedArea[]) =>
      setKnown((current) => ({
        ...current,
        ...Object.fromEntries(
          areas.filter((area) => area.names.length > 0).map((area) => [areaPathKey(area.path), area.names]),
        ),
      })),
    [],
  );

  useEffect(() => {
    if (data?.length) remember(data);
  }, [data, remember]);

  const fetched = new Map(data?.map((area) => [areaPathKey(area.path), area.names]));
  return {
    areas: paths.map((path) => {
      const names = known[areaPathKey(path)] ?? fetched.get(areaPathKey(path));
      return { path, names: names?.length ? names : loading ? [] : path };
    }),
    loading,
    remember,
  };
}

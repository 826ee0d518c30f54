import type { ColumnSetting, ListColumn, SavedColumns } from '@formwork/schema';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRuntime } from '../../runtime-context.js';
import {
  applySettings,
  columnsStorageKey,
  defaultSettings,
  mergeSettings,
  parseSettings,
} from './column-settings.js';

const GET_URL = '/api/permission/Authority/GetColumnsByModuleId';
const SET_URL = '/api/permission/Authority/SetColumnsByModuleId';

function readLocal(menuId: string): ColumnSetting[] | null {
  try {
    return parseSettings(window.localStorage.getItem(columnsStorageKey(menuId)));
  } catch {
    return null;
  }
}

function writeLocal(menuId: string, settings: readonly ColumnSetting[] | null) {
  try {
    if (settings) window.localStorage.setItem(columnsStorageKey(menuId), JSON.stringify(settings));
    else window.localStorage.removeItem(columnsStorageKey(menuId));
  } catch {
    // Storage refused (private window, quota): the server copy still holds the choice.
  }
}

export interface ColumnSettingsState {
  settings: ColumnSetting[];
  /** The columns to draw, in the user's order. */
  shown: ListColumn[];
  change: (next: ColumnSetting[]) => void;
  restore: () => void;
}

/**
 * The user's column choices for one menu entry: read from local storage at once, then from the
 * server (which wins, as it follows the user between browsers); each change goes to both.
 */
export function useColumnSettings(menuId: string, columns: readonly ListColumn[]): ColumnSettingsState {
  const { transport } = useRuntime();
  const [saved, setSaved] = useState<ColumnSetting[] | null>(() => readLocal(menuId));
  const changedByUser = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    transport<SavedColumns | null>({
      method: 'GET',
      url: `${GET_URL}/${encodeURIComponent(menuId)}`,
      signal: controller.signal,
    })
      .then((answer) => {
        const remote = parseSettings(answer?.fieldList);
        if (controller.signal.aborted || changedByUser.current || !remote) return;
        setSaved(remote);
        writeLocal(menuId, remote);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [transport, menuId]);

  const store = useCallback(
    (next: ColumnSetting[], local: ColumnSetting[] | null) => {
      changedByUser.current = true;
      setSaved(next);
      writeLocal(menuId, local);
      transport({
        method: 'PUT',
        url: SET_URL,
        data: { moduleId: menuId, fieldList: JSON.stringify(next) },
      }).catch(() => undefined);
    },
    [transport, menuId],
  );

  const settings = useMemo(() => mergeSettings(columns, saved), [columns, saved]);
  return {
    settings,
    shown: useMemo(() => applySettings(columns, settings), [columns, settings]),
    change: useCallback((next: ColumnSetting[]) => store(next, next), [store]),
    restore: useCallback(() => store(defaultSettings(columns), null), [store, columns]),
  };
}

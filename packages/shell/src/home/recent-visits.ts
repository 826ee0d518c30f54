import { create } from 'zustand';
import { readJson, writeJson } from '../storage/local-storage.js';

/** A page the user opened, for the workspace's recent visits. */
export interface Visit {
  /** Path with its query, ready to navigate to. */
  path: string;
  title: string;
  icon?: string;
  /** Epoch milliseconds of the last visit. */
  time: number;
}

/** How many recent visits the workspace keeps per user. */
export const MAX_VISITS = 8;

const storageName = (userId: string) => `recentVisits_${userId}`;

interface RecentVisitsStore {
  /** Visits by user id, newest first; each user's list lives under its own jnpf_ key. */
  byUser: Record<string, Visit[]>;
  recordVisit(userId: string, visit: Omit<Visit, 'time'> & { time?: number }): void;
  clearVisits(userId: string): void;
}

export const useRecentVisitsStore = create<RecentVisitsStore>()((set, get) => ({
  byUser: {},
  recordVisit(userId, { time = Date.now(), ...visit }) {
    const earlier = visitsOf(userId).filter((entry) => entry.path !== visit.path);
    const visits = [{ ...visit, time }, ...earlier].slice(0, MAX_VISITS);
    writeJson(storageName(userId), visits);
    set({ byUser: { ...get().byUser, [userId]: visits } });
  },
  clearVisits(userId) {
    writeJson(storageName(userId), []);
    set({ byUser: { ...get().byUser, [userId]: [] } });
  },
}));

/** A user's recent visits, newest first, read from storage the first time. */
export function visitsOf(userId: string): Visit[] {
  const known = useRecentVisitsStore.getState().byUser[userId];
  if (known) return known;
  const stored = readJson<Visit[]>(storageName(userId), []);
  return Array.isArray(stored) ? stored.filter((entry) => typeof entry?.path === 'string') : [];
}

/** Records a page visit for a user; the guard calls it on each navigation to a menu page. */
export const recordVisit = (userId: string, visit: Omit<Visit, 'time'> & { time?: number }): void =>
  useRecentVisitsStore.getState().recordVisit(userId, visit);

/** The signed-in user's recent visits, kept current. */
export function useRecentVisits(userId: string | undefined): Visit[] {
  useRecentVisitsStore((state) => (userId ? state.byUser[userId] : undefined));
  return userId ? visitsOf(userId) : [];
}

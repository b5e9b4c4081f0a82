// Log entries the user deleted or replaced. The API has no job deletion: deleting an entry cancels
// its job and deletes its meals, so the finished job would still be listed. This device remembers
// which ones to leave out (per user). See decision 061.
import { useCallback, useSyncExternalStore } from 'react';
import { readJson, writeJson } from '../../lib/device-storage';

const key = (userId: string) => `crease.hiddenEntries.${userId}`;
const isIdList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const listeners = new Set<() => void>();
const cache = new Map<string, string[]>();
const EMPTY: string[] = [];

function read(userId: string): string[] {
  let ids = cache.get(userId);
  if (!ids) {
    ids = readJson('local', key(userId), isIdList) ?? [];
    cache.set(userId, ids);
  }
  return ids;
}

function write(userId: string, ids: string[]): void {
  // Bounded: the job list itself shows at most 100 entries.
  const kept = ids.slice(-300);
  cache.set(userId, kept);
  writeJson('local', key(userId), kept);
  listeners.forEach((l) => l());
}

export function useHiddenEntries(userId: string | null) {
  const ids = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => (userId ? read(userId) : EMPTY),
    () => EMPTY,
  );
  const hide = useCallback((id: string) => userId && write(userId, [...read(userId), id]), [userId]);
  const unhide = useCallback((id: string) => userId && write(userId, read(userId).filter((x) => x !== id)), [userId]);
  return { hidden: ids, hide, unhide };
}

// Log entries being deleted or replaced right now: the log leaves them out at once (optimistic)
// while the server deletes them, and shows them again if it refuses. The server keeps the truth
// (DELETE /api/external/chat/jobs/{id}, decision 061), so this lives in memory only.
import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let ids: readonly string[] = [];
const EMPTY: readonly string[] = [];

function set(next: readonly string[]): void {
  ids = next;
  listeners.forEach((l) => l());
}

// Earlier versions remembered deleted ids on the device; the server now deletes them itself.
try {
  for (const key of Object.keys(localStorage))
    if (key.startsWith('crease.hiddenEntries.')) localStorage.removeItem(key);
} catch {
  // storage blocked: nothing to clean
}

export function useHiddenEntries() {
  const hidden = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => ids,
    () => EMPTY,
  );
  const hide = useCallback((id: string) => set([...ids, id]), []);
  const unhide = useCallback((id: string) => set(ids.filter((x) => x !== id)), []);
  return { hidden, hide, unhide };
}

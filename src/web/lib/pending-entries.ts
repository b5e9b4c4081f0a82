// Meal entries typed on this device that the server may not have yet (SPEC §3 "Pending local
// entry", §4). They live in localStorage per user, so a reload, a lost connection or a closed
// tab loses nothing; each is re-sent with its own id as the Idempotency-Key, so a re-send after a
// lost response never logs the meal twice.
import { readJson, writeJson } from './device-storage';

/** What a copy logs again (issue 17): one entry's meals, or one day's meals of a type. */
export type PendingCopy = { jobId: string } | { fromDate: string; mealType: 'breakfast' };

export interface PendingEntry {
  /** temp_… until the server answers, and the Idempotency-Key forever. */
  id: string;
  message: string;
  timestamp: number;
  date: string;
  imageUrls: string[];
  /** The session the first attempt used: the server's idempotency is per session and key. */
  sessionId: string;
  /** The job id once the server accepted the entry. */
  jobId?: string;
  /** Last attempt could not reach the server. */
  offline?: boolean;
  /** A copy of meals already logged ("log again"): sent to the copy calls instead of the queue. */
  copy?: PendingCopy;
}

export function newTempId(now: number, random: () => number): string {
  return `temp_${now}_${random().toString(36).slice(2, 10)}`;
}

export const isTempId = (id: string): boolean => id.startsWith('temp_');

export function markSent(entries: readonly PendingEntry[], id: string, jobId: string): PendingEntry[] {
  return entries.map((e) => (e.id === id ? { ...e, jobId, offline: false } : e));
}

export function markOffline(entries: readonly PendingEntry[], id: string): PendingEntry[] {
  return entries.map((e) => (e.id === id ? { ...e, offline: true } : e));
}

/**
 * Drops entries the server now shows: once its job is in the job list, the job's own card (and
 * then its meals, by source_job_id) take over, so the entry must not be drawn twice.
 */
export function pruneDelivered(
  entries: readonly PendingEntry[],
  jobIds: ReadonlySet<string>,
  mealJobIds: ReadonlySet<string>,
): PendingEntry[] {
  return entries.filter((e) => !e.jobId || (!jobIds.has(e.jobId) && !mealJobIds.has(e.jobId)));
}

const isEntryList = (v: unknown): v is PendingEntry[] =>
  Array.isArray(v) &&
  v.every(
    (e) =>
      e &&
      typeof e === 'object' &&
      typeof (e as PendingEntry).id === 'string' &&
      typeof (e as PendingEntry).message === 'string',
  );

const storageKey = (userId: string) => `crease.pendingEntries.${userId}`;

// A tiny store per user so every screen showing the log (and the sender) sees one list.
const listeners = new Set<() => void>();
const cache = new Map<string, PendingEntry[]>();

export function readPending(userId: string): PendingEntry[] {
  let entries = cache.get(userId);
  if (!entries) {
    entries = readJson('local', storageKey(userId), isEntryList) ?? [];
    cache.set(userId, entries);
  }
  return entries;
}

export function updatePending(userId: string, change: (entries: PendingEntry[]) => PendingEntry[]): void {
  const before = readPending(userId);
  const after = change(before);
  if (after === before) return;
  cache.set(userId, after);
  writeJson('local', storageKey(userId), after);
  listeners.forEach((l) => l());
}

export function subscribePending(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

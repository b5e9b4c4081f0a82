// One EventSource on GET /api/events per page, however many screens ask for it (tabs stay
// mounted), so a job or meal change refreshes at once; SPEC §4's polling stays as the fallback.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidateJobs, invalidateMealsData } from './query-keys';

let source: EventSource | null = null;
let users = 0;
const clients = new Set<QueryClient>();

function refresh(kind: 'jobs' | 'meals'): void {
  for (const client of clients) {
    // Jobs carry the days of their meals, so a meal change (an edit moving it to yesterday) refreshes them too.
    void (kind === 'meals' ? invalidateMealsData(client) : invalidateJobs(client));
  }
}

export function useLiveEvents(enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    clients.add(client);
    users += 1;
    if (!source) {
      source = new EventSource('/api/events', { withCredentials: true });
      // Nothing is sent for what changed before the stream (re)opened: the first screen's data
      // may have been asked for before (main.tsx starts it early, decision 113), and a dropped
      // connection misses events. So every open refreshes what is on screen.
      source.addEventListener('open', () => refresh('meals'));
      source.addEventListener('jobs', () => refresh('jobs'));
      source.addEventListener('meals', () => refresh('meals'));
    }
    return () => {
      users -= 1;
      if (users === 0) {
        source?.close();
        source = null;
        clients.clear();
      }
    };
  }, [enabled, client]);
}

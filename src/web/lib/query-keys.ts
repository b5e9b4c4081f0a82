// Every query key of the app, and what a change of meals or jobs makes stale. Keys are grouped
// by what changes them together: anything under `meals` is refreshed when a meal changes.
import type { QueryClient } from '@tanstack/react-query';

export const queryKeys = {
  user: ['user'] as const,
  jobs: ['jobs'] as const,
  meals: {
    all: ['meals'] as const,
    ofDay: (date: string) => ['meals', 'day', date] as const,
    detail: (id: string) => ['meals', 'detail', id] as const,
    processingEdits: ['meals', 'processing-edits'] as const,
  },
  /** Not under `meals`: a finished edit's status must not be fetched again when meals change. */
  editStatus: (entryId: string) => ['edit-status', entryId] as const,
  preferences: ['user-preferences'] as const,
  leaderboard: ['waitlist', 'leaderboard'] as const,
  sharedEstimate: (id: string) => ['shared-estimate', id] as const,
  blogPostHtml: (slug: string) => ['blog-post-html', slug] as const,
};

/** Mutations that must run one after another share a key (and a scope). */
export const mutationKeys = {
  savePreferences: ['save-user-preferences'] as const,
};

export function invalidateJobs(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: queryKeys.jobs });
}

/**
 * After any change to a user's entries or meals: every meals query (lists of any day, single
 * meals, edits under way) and the jobs, which carry the days of their meals.
 */
export function invalidateMealsData(client: QueryClient): Promise<void> {
  return Promise.all([invalidateJobs(client), client.invalidateQueries({ queryKey: queryKeys.meals.all })]).then(
    () => undefined,
  );
}

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
    /** The composer's shortcuts (GET /api/relog): refreshed with every change of meals. */
    relogAll: ['meals', 'relog'] as const,
    relog: (today: string) => ['meals', 'relog', today] as const,
  },
  /** Not under `meals`: a finished edit's status must not be fetched again when meals change. */
  editStatus: (entryId: string) => ['edit-status', entryId] as const,
  preferences: ['user-preferences'] as const,
  /** The athlete's own data (issue 16); a day's targets follow the profile, the training and the fluids. */
  athlete: {
    all: ['athlete'] as const,
    profile: ['athlete', 'profile'] as const,
    days: ['athlete', 'day'] as const,
    day: (date: string) => ['athlete', 'day', date] as const,
    training: ['athlete', 'training'] as const,
    trainingRange: (from: string, to: string) => ['athlete', 'training', from, to] as const,
    sweatTests: ['athlete', 'sweat-tests'] as const,
  },
  /** Trends of a window ending on a day (issue 17): read from the meals, fluids, training and weights. */
  trends: {
    all: ['trends'] as const,
    window: (days: number, to: string) => ['trends', days, to] as const,
  },
  /** The owner's coach report links (issue 17); the public report of one link. */
  coachReports: ['coach-reports'] as const,
  coachReport: (id: string) => ['coach-report', id] as const,
  leaderboard: ['waitlist', 'leaderboard'] as const,
  sharedEstimate: (id: string) => ['shared-estimate', id] as const,
  /** The owner's live shares (GET /api/shares); a new share or a revoke changes it. */
  shares: ['shares'] as const,
  blogPostHtml: (slug: string) => ['blog-post-html', slug] as const,
};

/** Mutations that must run one after another share a key (and a scope). */
export const mutationKeys = {
  savePreferences: ['save-user-preferences'] as const,
};

export function invalidateJobs(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: queryKeys.jobs });
}

/** Trends add up every day's meals, fluids, training and goals: stale after a change to any of them. */
export function invalidateTrends(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: queryKeys.trends.all });
}

/** The day's targets, fluids, timeline and note (and the trends built on them): after any change that feeds them. */
export function invalidateAthleteDays(client: QueryClient): Promise<void> {
  return Promise.all([client.invalidateQueries({ queryKey: queryKeys.athlete.days }), invalidateTrends(client)]).then(
    () => undefined,
  );
}

/**
 * After any change to a user's entries or meals: every meals query (lists of any day, single
 * meals, edits under way), the jobs, which carry the days of their meals, and the days' targets
 * (a drink logged in words counts towards fluids; the low-intake note reads the meals) with the
 * trends (through invalidateAthleteDays).
 */
export function invalidateMealsData(client: QueryClient): Promise<void> {
  return Promise.all([
    invalidateJobs(client),
    client.invalidateQueries({ queryKey: queryKeys.meals.all }),
    invalidateAthleteDays(client),
  ]).then(() => undefined);
}

/** After a change to the profile, a weight or the training: the profile, the calendar and every day. */
export function invalidateAthlete(client: QueryClient): Promise<void> {
  return Promise.all([client.invalidateQueries({ queryKey: queryKeys.athlete.all }), invalidateTrends(client)]).then(
    () => undefined,
  );
}

// The API calls a signed-in start of the app is sure to make, listed so that main.tsx can send
// them at once instead of one after another as the code that makes them loads: the user check,
// then (after the app frame and the meals screen's chunks) the day's jobs, meals, targets and
// preferences. On Lighthouse's phone profile that chain was most of the time before the day's
// meals showed (decision 113). The URLs are the ones the query functions ask for, to the byte
// (early-requests.test.ts checks them), since an early answer is matched by URL.

/** Paths that show the meals screen to a signed-in user (/ and /log send them there). */
const MEALS_SCREEN_PATHS = new Set(['/', '/log', '/meals']);

export const USER_URL = '/api/auth/user';

export function mealsScreenUrls(day: string): string[] {
  const date = encodeURIComponent(day);
  return [
    '/api/external/chat/jobs',
    `/api/external/meals?limit=100&date=${date}`,
    `/api/athlete/day?date=${date}`,
    '/api/user-preferences',
    '/api/athlete/profile',
  ];
}

/** What to ask for before the app has loaded, on the app shell (index.html) at `pathname`. */
export function earlyRequestUrls(pathname: string, openingDay: () => string): string[] {
  return MEALS_SCREEN_PATHS.has(pathname) ? [USER_URL, ...mealsScreenUrls(openingDay())] : [USER_URL];
}

export function isMealsScreenPath(pathname: string): boolean {
  return MEALS_SCREEN_PATHS.has(pathname);
}

// @vitest-environment happy-dom
// The early requests are matched to the screen's own by URL: these are the URLs the meals
// screen's query functions really ask for, so a drift in either list fails here.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { athleteDayQueryOptions } from '../api/athlete-day';
import { athleteProfileQueryOptions } from '../api/athlete-profile';
import { jobsQueryOptions } from '../api/get-jobs';
import { mealsOfDayQueryOptions } from '../features/meals/api/get-meals';
import { preferencesQueryOptions } from '../features/meals/api/preferences';
import { userQueryOptions } from '../lib/auth';
import { earlyRequestUrls, mealsScreenUrls, USER_URL } from './early-requests';

afterEach(() => vi.unstubAllGlobals());

describe('earlyRequestUrls', () => {
  it('asks for the user on any page of the app shell, and for the day on the meals screen', () => {
    const day = () => '2026-03-04';
    expect(earlyRequestUrls('/profile', day)).toEqual([USER_URL]);
    for (const path of ['/', '/log', '/meals']) expect(earlyRequestUrls(path, day)).toContain(USER_URL);
    expect(earlyRequestUrls('/meals', day)).toEqual([USER_URL, ...mealsScreenUrls('2026-03-04')]);
  });

  it('lists exactly the URLs the meals screen asks for', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        return new Response('{}', { status: 500 });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const day = '2026-03-04';
    for (const options of [
      userQueryOptions,
      jobsQueryOptions(),
      mealsOfDayQueryOptions(day),
      athleteDayQueryOptions(day),
      preferencesQueryOptions(),
      athleteProfileQueryOptions(),
    ] as const)
      await client.fetchQuery(options as never).catch(() => undefined);
    expect([...asked].sort()).toEqual([USER_URL, ...mealsScreenUrls(day)].sort());
  });
});

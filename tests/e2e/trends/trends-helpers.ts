// Shared steps of the Trends and coach report end-to-end tests (issue 17): three weeks of meals
// logged through the real queue (one entry a day, on its own date), a weight and a few training
// days, then a wait until every job has reached an end state.
import type { Page } from 'playwright-core';
import { expect, vi } from 'vitest';
import { pageFetch } from '../polish/polish-helpers';

export const SEEDED_DAYS = 21;

/** Breakfast, lunch and dinner in one entry; the engine splits it into meals of those types. */
const DAY_TEXTS = [
  'breakfast 2 eggs and 2 slices of toast, lunch rice with dal and chicken curry, dinner 3 rotis with paneer',
  'breakfast poha and a glass of milk, lunch 2 rotis with rajma, dinner rice with fish curry',
  'breakfast oats with a banana, lunch chicken biryani, dinner 2 rotis with dal and curd',
];

/** The page's own today and the `count` days before it, oldest first (the device's calendar, as the app uses). */
export function pageDays(page: Page, count: number): Promise<string[]> {
  return page.evaluate((n) => {
    const iso = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const now = new Date();
    return Array.from({ length: n }, (_, i) =>
      iso(new Date(now.getFullYear(), now.getMonth(), now.getDate() - (n - 1 - i))),
    );
  }, count);
}

/** Logs one entry on each of the last SEEDED_DAYS days, a body weight and some training days; waits for the jobs. */
export async function seedThreeWeeks(page: Page): Promise<string[]> {
  const days = await pageDays(page, SEEDED_DAYS);
  const timezone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const jobIds: string[] = [];
  for (const [i, date] of days.entries()) {
    const queued = await pageFetch(page, '/api/external/chat/queue', {
      method: 'POST',
      body: { session_id: 'session_1_trends', message: DAY_TEXTS[i % DAY_TEXTS.length], date, timezone },
    });
    expect(queued.status).toBeLessThan(300);
    jobIds.push((queued.body as { job_id: string }).job_id);
  }
  const weight = await pageFetch(page, '/api/athlete/weights', { method: 'PUT', body: { date: days[0], kg: 72 } });
  expect(weight.status).toBe(200);
  for (const [offset, load] of [
    [1, 'heavy'],
    [3, 'rest'],
    [5, 'moderate'],
  ] as const) {
    const res = await pageFetch(page, `/api/athlete/training/${days.at(-offset)}`, { method: 'PUT', body: { load } });
    expect(res.status).toBe(200);
  }
  await vi.waitFor(
    async () => {
      const res = await pageFetch(page, '/api/external/chat/jobs');
      const items = (res.body as { items: { job_id: string; status: string }[] }).items;
      const states = jobIds.map((id) => items.find((j) => j.job_id === id)?.status);
      expect(states.every((s) => s === 'completed')).toBe(true);
    },
    { timeout: 90_000, interval: 500 },
  );
  return days;
}

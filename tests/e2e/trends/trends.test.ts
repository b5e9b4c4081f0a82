// Trends (issue 17) in Chromium against the real server: an athlete with three weeks of meals
// logged through the queue sees the weekly and monthly summaries, a chart per metric (SVG, with
// the day's training), goal tracking and insights, switches the window, and the page is
// axe-clean with thumb-sized targets on a phone.
import { beforeAll, describe, expect, it } from 'vitest';
import { framesDrawn } from '../harness/browser';
import { useSignedInSuite } from '../harness/suite';
import { shoot } from '../meals/meals-helpers';
import { smallTargets } from '../polish/polish-helpers';
import { expectAccessible, unexpectedErrors } from '../shell/shell-helpers';
import { SEEDED_DAYS, seedThreeWeeks } from './trends-helpers';

const METRIC_CHARTS = [
  'Calories (kcal)',
  'Protein (g)',
  'Carbohydrates (g)',
  'Fat (g)',
  'Fiber (g)',
  'Sodium (mg)',
  'Fluids (ml)',
];

describe('Trends of an athlete with three weeks of meals', () => {
  const suite = useSignedInSuite({ prefix: 'e2e-trends', env: { QUEUE_RATE_LIMIT: '100' } });

  beforeAll(async () => {
    const { page } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    await seedThreeWeeks(page);
    await page.close();
  }, 120_000);

  it('shows weekly and monthly summaries, a chart per metric with the training load, goals and insights', async () => {
    const { page, errors } = await suite.newSignedInPage();
    const trendsCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/trends') trendsCalls.push(r.url());
    });
    await page.goto(`${suite.server.url}/trends`);
    await page.getByRole('heading', { name: 'Weekly & Monthly Summaries' }).waitFor();

    const week = page.getByRole('region', { name: 'Last 7 days' });
    await expect.poll(() => week.textContent()).toContain('7 of 7 days logged');
    const month = page.getByRole('region', { name: 'Last 30 days' });
    expect(await month.textContent()).toContain(`${SEEDED_DAYS} of 30 days logged`);
    // Real numbers, not zeros: three meals a day is well over 1,000 kcal and some protein.
    const kcal = await week
      .getByText(/^[\d,]+ kcal$/)
      .first()
      .textContent();
    expect(Number(kcal!.replace(/\D/g, ''))).toBeGreaterThan(1000);
    expect(await week.getByText('Best day').count()).toBe(1);
    expect(await week.getByText('Worst day').count()).toBe(1);

    // One SVG chart per metric, each with its bars, its goal line and a name. A chart mounts as
    // it nears the screen (decision 111), so each is scrolled to first.
    for (const name of METRIC_CHARTS) {
      const figure = page.getByRole('figure', { name });
      await figure.scrollIntoViewIfNeeded();
      await figure.locator('svg.recharts-surface').waitFor();
      expect(await figure.locator('svg title').textContent()).toBe(`${name} per day, last 30 days`);
      await expect.poll(() => figure.locator('.recharts-bar-rectangle').count()).toBeGreaterThanOrEqual(SEEDED_DAYS);
      expect(await figure.locator('.recharts-line-curve').count()).toBe(1);
    }
    expect(await page.locator('svg.recharts-surface').count()).toBe(METRIC_CHARTS.length);
    const legend = page.getByRole('list', { name: 'Bar colours: training load' });
    for (const load of ['Rest', 'Moderate', 'Heavy', 'Goal']) await legend.getByText(load, { exact: true }).waitFor();
    const protein = page.getByRole('table', { name: 'Protein (g) per day, last 30 days' });
    expect(await protein.getByRole('row').count()).toBe(31);

    const goals = page.getByRole('list', { name: 'Days each goal was met' });
    expect(await goals.textContent()).toContain(`of ${SEEDED_DAYS} days`);
    await page.getByText(/Protein averaged [\d.]+ g per kg of body weight/).waitFor();
    await page.getByRole('heading', { name: 'Smart Insights' }).waitFor();
    expect(trendsCalls).toHaveLength(1);
    // Nothing wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await expectAccessible(page);
    await shoot(page, 'trends-30');

    // The window switch: one request per view, and the charts follow.
    await page.locator('label', { hasText: '90 days' }).click();
    expect(await page.getByRole('radio', { name: '90 days' }).isChecked()).toBe(true);
    await page.getByRole('table', { name: 'Protein (g) per day, last 90 days' }).waitFor({ state: 'attached' });
    expect(await page.getByRole('figure', { name: 'Protein (g)' }).locator('svg title').textContent()).toBe(
      'Protein (g) per day, last 90 days',
    );
    await page.locator('label', { hasText: '7 days' }).click();
    expect(await page.getByRole('radio', { name: '7 days' }).isChecked()).toBe(true);
    await page.getByRole('table', { name: 'Protein (g) per day, last 7 days' }).waitFor({ state: 'attached' });
    expect(trendsCalls.map((u) => new URL(u).searchParams.get('days'))).toEqual(['30', '90', '7']);
    await expectAccessible(page);
    await shoot(page, 'trends-7');
    expect(unexpectedErrors(errors, '/trends')).toEqual([]);
    await page.close();
  });

  it('has thumb-sized targets on a phone', async () => {
    const { page } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/trends`);
    await page.getByRole('heading', { name: 'Macro Trends' }).waitFor();
    await framesDrawn(page);
    expect(await smallTargets(page)).toEqual([]);
    await page.close();
  });
});

// Issue #20, items 2-4 in the browser: a day eaten far past its goals does not score 100, a meal
// is described in the user's words (no engine internals), and a "post training shake" is timed
// when it was logged, not at a fixed evening hour.
import { describe, expect, it } from 'vitest';
import { dailyScore, DEFAULT_VISIBLE_METRICS } from '../../../src/web/lib/daily-goals';
import { dayTotals } from '../../../src/web/features/meals/meal-metrics';
import { useSignedInSuite } from '../harness/suite';
import { logAndWait, pageFetch } from './polish-helpers';

/** The UTC offset (whole hours) at which it is now between 2 and 3 pm, as an IANA Etc zone. */
function zoneWhereItIs2pm(): string {
  const offset = 14 - new Date().getUTCHours(); // from +14 down to -9: all exist in the Etc zones
  // Etc zones are named with the sign inverted: UTC+5 is Etc/GMT-5.
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

describe('entries in a user’s words and times', () => {
  const suite = useSignedInSuite({ prefix: 'polish' });

  it('lowers the Daily Score for a day eaten far past its goals; the bars stay full and red', async () => {
    const { page } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    const { meals } = await logAndWait(page, '10 plates of chicken biryani and 10 glasses of sweet lassi');
    const totals = dayTotals(meals);
    // Far past 120 % of the energy goal: under SPEC's capped average alone this scored 100.
    expect(totals.calories).toBeGreaterThan(2000 * 2.2);
    const expected = dailyScore(totals, DEFAULT_VISIBLE_METRICS);
    expect(expected).toBeLessThan(100);
    await expect.poll(() => page.getByTestId('daily-score').innerText()).toBe(String(expected));
    const calories = page.getByRole('progressbar', { name: 'Calories' });
    expect(await calories.getAttribute('aria-valuenow')).toBe('100');
    expect(await calories.getAttribute('data-over')).toBe('true');
    await page.goto(`${suite.server.url}/metrics-explanation`);
    expect(await page.getByTestId('overshoot-rule').innerText()).toMatch(/120%/);
    await page.close();
  });

  it('times a "post training shake" when it was logged and describes it without engine internals', async () => {
    const timeZone = zoneWhereItIs2pm();
    // The time zone is per browser context: a context of its own, whose clock says about 2 pm.
    const context = await suite.signedInContext({ timezoneId: timeZone, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/meals`);
    await page.getByLabel('What did you eat?').fill('post training shake');
    await page.getByRole('button', { name: 'Send' }).click();
    let meal: { id: string; consumed_at: string; source_job_id: string } | undefined;
    await expect
      .poll(
        async () => {
          const res = await pageFetch(page, '/api/external/meals?limit=100');
          const items = (
            res.body as {
              items: Array<{ id: string; title: string; source_job_id: string; context: { consumed_at: string } }>;
            }
          ).items;
          const found = items.find((m) => /shake/i.test(m.title));
          meal = found && { id: found.id, consumed_at: found.context.consumed_at, source_job_id: found.source_job_id };
          return Boolean(meal);
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(true);
    const jobs = (await pageFetch(page, '/api/external/chat/jobs')).body as {
      items: Array<{ job_id: string; created_at: string }>;
    };
    const sent = jobs.items.find((j) => j.job_id === meal!.source_job_id)!.created_at;
    const clock = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
    const hhmm = (s: string) => /(\d{1,2}:\d{2})\s*([AP]M)/.exec(s)?.slice(1).join(' ');
    // The entry's own minute, in the user's time zone: about 2 pm, never the old fixed 7 pm.
    const expected = hhmm(clock.format(new Date(sent)))!;
    expect(expected).toMatch(/^(2|3):\d\d PM$/);
    expect(hhmm(clock.format(new Date(meal!.consumed_at)))).toBe(expected);

    await page.goto(`${suite.server.url}/meals/${meal!.id}`);
    const time = page.locator('article time');
    await time.waitFor();
    expect(hhmm(await time.innerText())).toBe(expected);
    await page.getByText('post-workout').waitFor();
    const description = page.getByText('from your words');
    expect(await description.innerText()).toMatch(/^\d+(\.\d+)? \w+ · \d+(\.\d)? g, from your words “.*shake.*”$/);
    expect(await page.locator('article').innerText()).not.toMatch(/source:|recipe|USDA|IFCT|INDB/);
    await page.close();
  });
});

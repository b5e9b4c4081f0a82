// Targets that follow training (issue 16) in Chromium against the real server: a 75 kg fast
// bowler sets a profile and a week of training, sees the targets and the Daily Score move between
// a rest day and a T20 match day, logs water and a drink in words and sees fluids move, and gets
// the match-day plan; an account without a profile keeps SPEC's fixed goals.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AthleteDay } from '../../../src/contracts/athlete';
import { newCredentials, signUp } from '../harness/sign-in';
import { useSignedInSuite } from '../harness/suite';
import { expectAccessible } from '../shell/shell-helpers';
import { entryCard, logEntry, shoot, todayIso } from './meals-helpers';

const suite = useSignedInSuite({ prefix: 'e2e-targets' });

async function dayOf(page: Page): Promise<AthleteDay> {
  const res = await page.request.get(`${suite.server.url}/api/athlete/day?date=${todayIso()}`);
  return (await res.json()) as AthleteDay;
}

const caloriesBar = (page: Page) => page.getByRole('progressbar', { name: 'Calories' });
const score = (page: Page) => page.getByTestId('daily-score').textContent();
/** "450 ml / 2500 ml" → 450. */
const fluidsTotal = async (page: Page) => Number((await page.getByTestId('fluids-total').textContent())?.split(' ')[0]);

describe('targets that follow training', () => {
  it('sets up a 75 kg fast bowler on /profile: weight, role, and a sweat-rate test', async () => {
    const { page, errors } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/profile`);
    const weight = page.getByRole('form', { name: 'Body weight' });
    await weight.getByLabel("Today's weight (kg)").fill('75');
    await weight.getByRole('button', { name: 'Add weight' }).click();
    await page.getByRole('list', { name: 'Recent weights' }).getByText('75 kg').waitFor();

    const profile = page.getByRole('form', { name: 'Athlete profile' });
    await profile.getByLabel('Sport').selectOption('cricket');
    await profile.getByLabel('Role').selectOption('fast-bowler');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect
      .poll(async () => ((await dayOf(page)).personal ? (await dayOf(page)).basis : null))
      .toMatch(/75 kg fast bowler/);

    // A bad height is refused with the contract's words, and nothing changes.
    await profile.getByLabel('Height (cm)').fill('20');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await profile.getByRole('alert').getByText('Height must be between 100 and 250 cm').waitFor();
    await profile.getByLabel('Height (cm)').fill('');

    const sweat = page.getByRole('form', { name: 'Sweat-rate test' });
    await sweat.getByLabel('Weight before (kg)').fill('75');
    await sweat.getByLabel('Weight after (kg)').fill('74');
    await sweat.getByLabel('Fluid drunk (ml)').fill('500');
    await sweat.getByLabel('Duration (min)').fill('60');
    await sweat.getByRole('button', { name: 'Work out sweat rate' }).click();
    // (75 − 74) kg = 1000 ml sweated + 500 ml drunk, in one hour.
    await sweat.getByTestId('sweat-rate').getByText('Your sweat rate: 1.50 L/h').waitFor();
    await page.getByRole('list', { name: 'Past sweat-rate tests' }).getByText('1.50 L/h').waitFor();
    await shoot(page, 'athlete-profile');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('moves the targets and the Daily Score from a rest day to a T20 match day, with the match plan', async () => {
    const { page, errors } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    await logEntry(page, '2 rotis and a bowl of dal');
    await expect
      .poll(() => entryCard(page, '2 rotis and a bowl of dal').getAttribute('data-status'), { timeout: 10_000 })
      .toBe('completed');

    // A week of training: heavy sessions on weekdays, rest at the weekend, today a rest day.
    await page.getByRole('button', { name: 'Plan week' }).click();
    const plan = page.getByRole('dialog', { name: 'Plan week' });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await plan.getByLabel(day, { exact: true }).selectOption('heavy');
    for (const day of ['Saturday', 'Sunday']) await plan.getByLabel(day, { exact: true }).selectOption('rest');
    await plan.locator('select[id^="ahead-"]').first().selectOption('rest');
    await expectAccessible(page);
    await plan.getByRole('button', { name: 'Save plan' }).click();
    await plan.waitFor({ state: 'detached' });
    await page.getByTestId('training-label').getByText('Rest', { exact: true }).waitFor();

    const rest = await dayOf(page);
    expect(rest.personal).toBe(true);
    expect(rest.training.load).toBe('rest');
    await page.getByTestId('targets-basis').getByText(rest.basis).waitFor();
    await expect
      .poll(() => caloriesBar(page).getAttribute('aria-valuetext'))
      .toMatch(new RegExp(` of ${Math.round(rest.goals.calories)} kcal$`));
    const restScore = await score(page);
    expect(await page.getByRole('heading', { name: 'Match-day plan' }).count()).toBe(0);

    // Today becomes a T20 match at 14:00: the targets move at once.
    await page.getByRole('button', { name: /^Training: Rest/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Training' });
    await dialog.getByRole('radio', { name: /Match/ }).check();
    await dialog.getByLabel('Format').selectOption('t20');
    await dialog.getByLabel('Start time').fill('14:00');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('training-label').getByText('Match · T20 · 14:00').waitFor();

    const match = await dayOf(page);
    expect(match.training.load).toBe('match');
    expect(match.goals.carbs).toBeGreaterThan(rest.goals.carbs);
    await page.getByTestId('targets-basis').getByText(match.basis).waitFor();
    await expect
      .poll(() => caloriesBar(page).getAttribute('aria-valuetext'))
      .toMatch(new RegExp(` of ${Math.round(match.goals.calories)} kcal$`));
    await expect.poll(() => score(page)).not.toBe(restScore);

    const timeline = page.getByRole('heading', { name: 'Match-day plan' }).locator('xpath=..');
    await timeline.waitFor();
    expect(match.timeline?.length).toBeGreaterThan(0);
    await timeline.getByText(match.timeline![0]!.title).first().waitFor();
    await shoot(page, 'athlete-match-day');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('moves fluids with a quick button and with a drink logged in words', async () => {
    const { page, errors } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    await page.getByTestId('fluids-total').waitFor();
    const before = await fluidsTotal(page);
    await page.getByRole('button', { name: /^Glass/ }).click();
    await expect.poll(() => fluidsTotal(page)).toBe(before + 250);
    await page.getByRole('list', { name: 'Water logged' }).getByText('250 ml water').waitFor();

    await logEntry(page, 'a glass of sweet lassi');
    await expect
      .poll(() => entryCard(page, 'a glass of sweet lassi').getAttribute('data-status'), { timeout: 10_000 })
      .toBe('completed');
    await expect.poll(() => fluidsTotal(page), { timeout: 10_000 }).toBeGreaterThan(before + 250);
    expect((await dayOf(page)).fluids.drinksMl).toBeGreaterThan(0);

    // Undo the water: only the lassi stays.
    await page.getByRole('button', { name: /^Remove 250 ml of water/ }).click();
    await expect.poll(async () => (await dayOf(page)).fluids.waterMl).toBe(0);
    await expect.poll(() => fluidsTotal(page)).toBe((await dayOf(page)).fluids.totalMl);

    // Fluids can be a bar of the Daily Summary too, measured against the day's fluids goal.
    await page.getByRole('button', { name: 'Configure Daily Metrics' }).click();
    const configure = page.getByRole('dialog', { name: 'Configure Daily Metrics' });
    const goal = Math.round((await dayOf(page)).goals.fluids);
    await configure.getByRole('checkbox', { name: `Fluids ${goal} ml` }).check();
    await expect
      .poll(() => page.locator('[role=progressbar][aria-label=Fluids]').getAttribute('aria-valuetext'))
      .toBe(`${(await dayOf(page)).fluids.totalMl} ml of ${goal} ml`);
    await configure.getByRole('checkbox', { name: /^Fluids/ }).uncheck();
    await configure.getByRole('button', { name: 'Done' }).click();
    await shoot(page, 'athlete-fluids');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('explains personal targets on /metrics-explanation', async () => {
    const { page } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/metrics-explanation`);
    await page.getByRole('heading', { name: 'Personal Targets' }).waitFor();
    await page
      .getByTestId('todays-targets')
      .getByText(/75 kg fast bowler/)
      .waitFor();
    await expectAccessible(page);
    await page.close();
  });
});

describe('an account without a profile', () => {
  it("keeps SPEC's fixed goals and says nothing new", async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    await signUp(page, suite.server.url, newCredentials('e2e-no-profile'), '/meals');
    await caloriesBar(page).waitFor();
    expect(await caloriesBar(page).getAttribute('aria-valuetext')).toBe('0 of 2000 kcal');
    expect(await page.getByRole('progressbar', { name: 'Protein' }).getAttribute('aria-valuetext')).toBe('0 g of 50 g');
    await page.getByTestId('fluids-total').waitFor();
    expect(await page.getByTestId('targets-basis').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Training:/ }).count()).toBe(0);
    expect((await dayOf(page)).personal).toBe(false);
    await expectAccessible(page);
  });
});

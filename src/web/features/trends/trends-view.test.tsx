// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrendDay, TrendsResponse, TrendSummary } from '../../../contracts/trends';
import { toIsoDate } from '../../lib/local-date';
import { json, on, stubFetch, withQueryClient, type SentRequest } from '../../lib/test-support';
import { TrendsView } from './trends-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TODAY = toIsoDate(new Date());
const GOALS = { calories: 2400, protein: 120, carbs: 300, fat: 80, fiber: 30, sodium: 2300, fluids: 3000 };

/** `count` days ending today; the last `logged` of them have meals (2,100 kcal, 100 g protein ...). */
function days(count: number, logged: number): TrendDay[] {
  const now = new Date();
  return Array.from({ length: count }, (_, i) => {
    const date = toIsoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() - (count - 1 - i)));
    const isLogged = i >= count - logged;
    const totals = isLogged
      ? { calories: 2100, protein: 100, carbs: 280, fat: 70, fiber: 25, sodium: 2000, fluids: 2500 }
      : { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sodium: 0, fluids: 0 };
    return { date, logged: isLogged, totals, goals: GOALS, load: i % 2 ? 'heavy' : null, weightKg: 70 };
  });
}

function summary(all: TrendDay[], n: number): TrendSummary {
  const period = all.slice(-n);
  const logged = period.filter((d) => d.logged);
  return {
    from: period[0]!.date,
    to: period.at(-1)!.date,
    daysInPeriod: n,
    daysLogged: logged.length,
    averages: logged.length ? logged[0]!.totals : null,
    bestDay: logged.length ? { date: logged[0]!.date, score: 0.08 } : null,
    worstDay: logged.length ? { date: logged.at(-1)!.date, score: 0.21 } : null,
  };
}

function trends(windowDays: number, logged: number, insights = ['Protein was under target on 4 of 5 heavy days.']) {
  const all = days(90, logged);
  return {
    from: all.at(-windowDays)!.date,
    to: TODAY,
    days: all.slice(-windowDays),
    week: summary(all, 7),
    month: summary(all, 30),
    goals: {
      daysMet: { calories: 3, protein: 4, carbs: 5, fat: 5, fiber: 2, sodium: 5, fluids: 1 },
      daysLogged: Math.min(logged, windowDays),
      proteinPerKg: 1.43,
    },
    insights: insights.map((text) => ({ text, metric: 'protein' as const })),
  } satisfies TrendsResponse;
}

function renderView() {
  const { wrapper: Wrapper } = withQueryClient();
  render(
    <MemoryRouter>
      <Wrapper>
        <TrendsView />
      </Wrapper>
    </MemoryRouter>,
  );
}

const trendsCalls = (sent: SentRequest[]) => sent.filter((r) => r.url.startsWith('/api/trends'));

describe('the Trends page of a signed-in athlete', () => {
  it('shows a spinner while its one request is in flight, then summaries, charts, goals and insights', async () => {
    let answer: (r: Response) => void = () => undefined;
    const sent = stubFetch(on('GET', '/api/trends', () => new Promise<Response>((resolve) => (answer = resolve))));
    renderView();
    expect(screen.getByRole('status').textContent).toBe('Loading trends');
    await waitFor(() => expect(trendsCalls(sent)).toHaveLength(1));
    expect(trendsCalls(sent)[0]!.url).toBe(`/api/trends?days=30&to=${TODAY}`);
    answer(json(trends(30, 5)));

    await screen.findByRole('heading', { name: 'Weekly & Monthly Summaries' });
    const week = screen.getByRole('region', { name: 'Last 7 days' });
    expect(week.textContent).toContain('5 of 7 days logged');
    expect(within(week).getByText('Calories').nextElementSibling?.textContent).toBe('2,100 kcal');
    expect(week.textContent).toContain('8 % off goals');
    expect(screen.getByRole('region', { name: 'Last 30 days' }).textContent).toContain('5 of 30 days logged');

    // A chart per metric, each with its numbers in a table a screen reader can read.
    for (const name of ['Calories (kcal)', 'Protein (g)', 'Fluids (ml)'])
      screen.getByRole('table', { name: `${name} per day, last 30 days` });
    const calories = screen.getByRole('table', { name: 'Calories (kcal) per day, last 30 days' });
    expect(within(calories).getAllByRole('row')).toHaveLength(31);
    expect(within(calories).getAllByText('Nothing logged')).toHaveLength(25);
    expect(within(calories).getAllByText('Heavy').length).toBeGreaterThan(0);
    const legend = screen.getByRole('list', { name: 'Bar colours: training load' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Heavy', 'Training not set', 'Goal']);

    const goals = screen.getByRole('list', { name: 'Days each goal was met' });
    expect(within(goals).getByText('Protein').nextElementSibling?.textContent).toBe('4 of 5 days');
    screen.getByText('Protein averaged 1.4 g per kg of body weight a logged day.');
    screen.getByText('Protein was under target on 4 of 5 heavy days.');
    expect(trendsCalls(sent)).toHaveLength(1);
  });

  it('switches the window with the segmented control, keeping the last answer until the new one comes', async () => {
    let answerWeek: (r: Response) => void = () => undefined;
    const sent = stubFetch(
      on('GET', '/api/trends', (req) =>
        req.url.includes('days=7') ? new Promise<Response>((resolve) => (answerWeek = resolve)) : json(trends(30, 5)),
      ),
    );
    renderView();
    await screen.findByRole('table', { name: 'Protein (g) per day, last 30 days' });
    const group = screen.getByRole('group', { name: 'Days shown' });
    expect((within(group).getByRole('radio', { name: '30 days' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: '7 days' }));
    await screen.findByText('Loading the last 7 days');
    expect((within(group).getByRole('radio', { name: '7 days' }) as HTMLInputElement).checked).toBe(true);
    // The 30 days stay on screen, marked busy, while the 7 days load: no blank page, no big spinner.
    expect(
      screen.getByRole('table', { name: 'Protein (g) per day, last 30 days' }).closest('[aria-busy="true"]'),
    ).not.toBeNull();
    answerWeek(json(trends(7, 5)));
    await screen.findByRole('table', { name: 'Protein (g) per day, last 7 days' });
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(trendsCalls(sent).map((r) => r.url)).toEqual([
      `/api/trends?days=30&to=${TODAY}`,
      `/api/trends?days=7&to=${TODAY}`,
    ]);
  });

  it('shows fluids in fl oz for a user whose profile says imperial, everywhere on the page', async () => {
    const profile = {
      heightCm: null,
      sex: null,
      sport: null,
      role: null,
      goal: 'maintain',
      timeZone: null,
      units: 'imperial',
      weightKg: 70,
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    stubFetch(
      on('GET', '/api/trends', () => json(trends(30, 5))),
      on('GET', '/api/athlete/profile', () => json({ profile, weights: [] })),
    );
    renderView();
    // 2,500 ml a logged day against a 3,000 ml goal.
    const fluids = await screen.findByRole('table', { name: 'Fluids (fl oz) per day, last 30 days' });
    expect(within(fluids).getAllByText('85 fl oz')).toHaveLength(5);
    expect(within(fluids).getAllByText('101 fl oz')).toHaveLength(30);
    const week = screen.getByRole('region', { name: 'Last 7 days' });
    expect(within(week).getByText('Fluids').nextElementSibling?.textContent).toBe('85 fl oz');
    // The other metrics keep their units.
    expect(within(week).getByText('Calories').nextElementSibling?.textContent).toBe('2,100 kcal');
  });

  it('asks for a few days of logging when fewer than two days are logged, with a link to the meals', async () => {
    stubFetch(on('GET', '/api/trends', () => json(trends(30, 1, []))));
    renderView();
    await screen.findByRole('heading', { name: 'Log a few days to see your trends' });
    expect(screen.getByRole('link', { name: 'Log a meal' }).getAttribute('href')).toBe('/meals');
    expect(screen.queryByRole('heading', { name: 'Macro Trends' })).toBeNull();
  });

  it('says when the trends cannot be loaded, and Retry asks again', async () => {
    let fail = true;
    stubFetch(on('GET', '/api/trends', () => (fail ? new Response('down', { status: 500 }) : json(trends(30, 3, [])))));
    renderView();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Couldn't load your trends");
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'Macro Trends' });
    screen.getByText('Nothing stands out yet. Keep logging and insights will appear here.');
  });
});

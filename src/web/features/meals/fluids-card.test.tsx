// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AthleteDay } from '../../../contracts/athlete';
import { useAthleteDay } from '../../api/athlete-day';
import { json, on, stubFetch, withQueryClient } from '../../lib/test-support';
import type { UnitSystem } from '../../lib/units';
import { athleteDay, DAY } from './athlete-day-fixture';
import { FluidsCard } from './fluids-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The card as the meals page shows it: fed by the day query, so a refresh reaches it. */
function Screen({ units }: { units: UnitSystem }) {
  const day = useAthleteDay(DAY, true).data;
  return day ? <FluidsCard day={day} units={units} /> : null;
}

/** A server that keeps the water logs and answers the day with their total plus 200 ml of drinks. */
function fakeServer() {
  const logs: AthleteDay['fluids']['logs'] = [];
  const day = () => {
    const waterMl = logs.reduce((a, l) => a + l.ml, 0);
    return athleteDay({ fluids: { waterMl, drinksMl: 200, totalMl: waterMl + 200, logs: [...logs] } });
  };
  const sent = stubFetch(
    on('GET', '/api/athlete/day', () => json(day())),
    on('POST', '/api/athlete/fluids', (req) => {
      const { ml } = req.body as { ml: number };
      logs.push({ id: `w${logs.length + 1}`, date: DAY, ml, at: `${DAY}T10:00:00Z` });
      return json(logs.at(-1), 201);
    }),
    on('DELETE', '/api/athlete/fluids/w1', () => {
      logs.splice(0, 1);
      return new Response(null, { status: 204 });
    }),
  );
  return sent;
}

function renderCard(units: UnitSystem = 'metric') {
  const { wrapper: Wrapper } = withQueryClient();
  render(
    <Wrapper>
      <Screen units={units} />
    </Wrapper>,
  );
}

describe('FluidsCard', () => {
  it('adds a glass of water and shows the new total, then undoes it', async () => {
    const sent = fakeServer();
    renderCard();
    await screen.findByText('200 ml / 2500 ml');
    fireEvent.click(screen.getByRole('button', { name: /Glass/ }));
    await screen.findByText('450 ml / 2500 ml');
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ date: DAY, ml: 250 });
    expect(screen.getByText(/Water 250 ml/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Remove 250 ml of water/ }));
    await screen.findByText('200 ml / 2500 ml');
  });

  it('refuses a custom amount outside 10-3000 ml and sends nothing', async () => {
    const sent = fakeServer();
    renderCard();
    await screen.findByText('200 ml / 2500 ml');
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('Amount of water (ml)'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add water' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter between 10 ml and 3000 ml');
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('reads a custom amount in fluid ounces for an imperial user', async () => {
    const sent = fakeServer();
    renderCard('imperial');
    await screen.findByText('7 fl oz / 85 fl oz');
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('Amount of water (fl oz)'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add water' }));
    await waitFor(() => expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ date: DAY, ml: 355 }));
  });

  it("shows the server's message when it refuses", async () => {
    stubFetch(
      on('GET', '/api/athlete/day', () => json(athleteDay())),
      on('POST', '/api/athlete/fluids', () => json({ message: 'At most 3000 ml at once' }, 400)),
    );
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: /Bottle/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('At most 3000 ml at once');
  });
});

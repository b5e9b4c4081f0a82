// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WeightEntry } from '../../../contracts/athlete';
import { useAthleteProfile } from '../../api/athlete-profile';
import { toIsoDate } from '../../lib/local-date';
import { json, on, stubFetch, withQueryClient } from '../../lib/test-support';
import type { UnitSystem } from '../../lib/units';
import { BodyWeight } from './body-weight';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Screen({ units }: { units: UnitSystem }) {
  const data = useAthleteProfile(true).data;
  return data ? <BodyWeight weights={data.weights} units={units} /> : null;
}

function fakeServer(weights: WeightEntry[] = []) {
  return stubFetch(
    on('GET', '/api/athlete/profile', () => json({ profile: null, weights })),
    on('PUT', '/api/athlete/weights', (req) => {
      weights.unshift(req.body as WeightEntry);
      return json(req.body);
    }),
  );
}

function renderWeights(units: UnitSystem) {
  const { wrapper: Wrapper } = withQueryClient();
  render(
    <Wrapper>
      <Screen units={units} />
    </Wrapper>,
  );
}

describe('BodyWeight', () => {
  it("adds today's weight typed in pounds, in kilograms, and lists it in pounds", async () => {
    const sent = fakeServer();
    renderWeights('imperial');
    fireEvent.change(await screen.findByLabelText("Today's weight (lb)"), { target: { value: '165.3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add weight' }));
    await screen.findByText('165.3 lb');
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ date: toIsoDate(new Date()), kg: 75 });
  });

  it('refuses a weight out of range before sending it', async () => {
    const sent = fakeServer();
    renderWeights('metric');
    fireEvent.change(await screen.findByLabelText("Today's weight (kg)"), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add weight' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Weight must be between 25 kg and 250 kg');
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('deletes a weight of the history', async () => {
    const weights = [{ date: '2026-11-20', kg: 74.5 }];
    stubFetch(
      on('GET', '/api/athlete/profile', () => json({ profile: null, weights })),
      on('DELETE', '/api/athlete/weights/2026-11-20', () => {
        weights.splice(0, 1);
        return new Response(null, { status: 204 });
      }),
    );
    renderWeights('metric');
    fireEvent.click(await screen.findByRole('button', { name: /Delete the weight of/ }));
    await waitFor(() => expect(screen.queryByText('74.5 kg')).toBeNull());
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SweatTest, SweatTestInput } from '../../../contracts/athlete';
import { json, on, stubFetch, withQueryClient } from '../../lib/test-support';
import { SweatTestCard } from './sweat-test-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A server that keeps the tests and works out the rate as the contract says. */
function fakeServer() {
  const tests: SweatTest[] = [];
  return stubFetch(
    on('GET', '/api/athlete/sweat-tests', () => json({ tests })),
    on('POST', '/api/athlete/sweat-tests', (req) => {
      const t = req.body as Required<SweatTestInput>;
      const lostMl = (t.weightBeforeKg - t.weightAfterKg) * 1000 + t.fluidDrunkMl - t.urineMl;
      const test = {
        ...t,
        id: 's1',
        sweatRateMlPerHour: (lostMl * 60) / t.durationMin,
        createdAt: '2026-11-24T10:00:00Z',
      };
      tests.unshift(test);
      return json(test, 201);
    }),
  );
}

function renderCard() {
  const { wrapper: Wrapper } = withQueryClient();
  render(
    <Wrapper>
      <SweatTestCard units="metric" />
    </Wrapper>,
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SweatTestCard', () => {
  it('shows the sweat rate the server works out and lists the test', async () => {
    const sent = fakeServer();
    renderCard();
    fill('Weight before (kg)', '75');
    fill('Weight after (kg)', '74.2');
    fill('Fluid drunk (ml)', '700');
    fill('Duration (min)', '90');
    fireEvent.click(screen.getByRole('button', { name: 'Work out sweat rate' }));
    // (0.8 kg = 800 ml) + 700 ml drunk, over 1.5 h: 1.00 L/h.
    expect((await screen.findByTestId('sweat-rate')).textContent).toBe('Your sweat rate: 1.00 L/h');
    await screen.findByRole('list', { name: 'Past sweat-rate tests' });
    expect(sent.find((r) => r.method === 'POST')?.body).toMatchObject({
      weightBeforeKg: 75,
      weightAfterKg: 74.2,
      fluidDrunkMl: 700,
      urineMl: 0,
      durationMin: 90,
      hot: false,
    });
  });

  it("refuses a session under 15 minutes with the contract's words, and sends nothing", async () => {
    const sent = fakeServer();
    renderCard();
    fill('Weight before (kg)', '75');
    fill('Weight after (kg)', '74.9');
    fill('Fluid drunk (ml)', '0');
    fill('Duration (min)', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Work out sweat rate' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A session of at least 15 minutes');
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('says which box is missing', async () => {
    fakeServer();
    renderCard();
    fill('Weight before (kg)', '75');
    fireEvent.click(screen.getByRole('button', { name: 'Work out sweat rate' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Weight after is needed');
  });
});

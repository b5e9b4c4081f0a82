// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrainingDay, TrainingDayInput } from '../../../contracts/athlete';
import { useAthleteDay } from '../../api/athlete-day';
import { json, on, stubFetch, withQueryClient } from '../../lib/test-support';
import { athleteDay, DAY } from './athlete-day-fixture';
import { TrainingBar } from './training-bar';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Screen() {
  const day = useAthleteDay(DAY, true).data;
  return day ? <TrainingBar date={DAY} today={DAY} training={day.training} /> : null;
}

describe('TrainingBar', () => {
  it("sets the day's training to a T20 match and shows it once the day is fetched again", async () => {
    let training: TrainingDay = athleteDay().training;
    const sent = stubFetch(
      on('GET', '/api/athlete/day', () => json(athleteDay({ training }))),
      on('PUT', `/api/athlete/training/${DAY}`, (req) => {
        training = { date: DAY, ...(req.body as Required<TrainingDayInput>), source: 'set' };
        return json(training);
      }),
    );
    const { wrapper: Wrapper } = withQueryClient();
    render(
      <Wrapper>
        <Screen />
      </Wrapper>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Training: Rest. Change' }));
    fireEvent.click(screen.getByRole('radio', { name: /Match/ }));
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: 't20' } });
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '14:00' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hot conditions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Training: Match · T20 · 14:00 · hot. Change' });
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({
      load: 'match',
      matchFormat: 't20',
      startTime: '14:00',
      hot: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the dialog open with the server's message when the training is refused", async () => {
    stubFetch(
      on('GET', '/api/athlete/day', () => json(athleteDay())),
      on('PUT', `/api/athlete/training/${DAY}`, () => json({ message: 'Date is too far in the future' }, 400)),
    );
    const { wrapper: Wrapper } = withQueryClient();
    render(
      <Wrapper>
        <Screen />
      </Wrapper>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /^Training: Rest/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Heavy/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Date is too far in the future');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

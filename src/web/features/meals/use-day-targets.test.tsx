// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXED_GOALS } from '../../lib/daily-goals';
import { json, on, stubFetch, withQueryClient } from '../../lib/test-support';
import { athleteDay, DAY } from './athlete-day-fixture';
import { useDayTargets } from './use-day-targets';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PERSONAL = athleteDay({
  personal: true,
  basis: 'Targets for a 75 kg fast bowler on a T20 match day',
  goals: { ...athleteDay().goals, calories: 3900, protein: 135, carbs: 675, fat: 95, fluids: 4200 },
  fluids: { waterMl: 500, drinksMl: 250, totalMl: 750, logs: [] },
});

describe('useDayTargets', () => {
  it("uses the day's personal goals and says what they follow", async () => {
    const sent = stubFetch(on('GET', '/api/athlete/day', () => json(PERSONAL)));
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useDayTargets(DAY, true), { wrapper });
    await waitFor(() => expect(result.current.day).not.toBeNull());
    expect(result.current.goals.calories).toBe(3900);
    expect(result.current.goals.fluids).toBe(4200);
    expect(result.current.basis).toBe('Targets for a 75 kg fast bowler on a T20 match day');
    expect(result.current.fluidsMl).toBe(750);
    expect(sent[0]?.url).toBe(`/api/athlete/day?date=${DAY}`);
  });

  it("keeps SPEC's fixed goals without a profile, with no sentence, and takes only the fluids goal", async () => {
    stubFetch(
      on('GET', '/api/athlete/day', () => json(athleteDay({ goals: { ...athleteDay().goals, calories: 9999 } }))),
    );
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useDayTargets(DAY, true), { wrapper });
    await waitFor(() => expect(result.current.day).not.toBeNull());
    expect(result.current.goals).toEqual({ ...FIXED_GOALS, fluids: 2500 });
    expect(result.current.basis).toBeNull();
  });

  it('asks nothing for a guest: fixed goals', () => {
    const sent = stubFetch();
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useDayTargets(DAY, false), { wrapper });
    expect(result.current.goals).toBe(FIXED_GOALS);
    expect(result.current.day).toBeNull();
    expect(sent).toEqual([]);
  });
});

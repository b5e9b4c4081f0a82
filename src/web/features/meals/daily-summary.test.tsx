// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { MetricId } from '../../../contracts/preferences';
import { FIXED_GOALS, type Goals } from '../../lib/daily-goals';
import { withQueryClient } from '../../lib/test-support';
import { DailySummary } from './daily-summary';

afterEach(cleanup);

const totals = { calories: 1950, protein: 100, carbs: 300, fat: 70 } as Record<MetricId, number>;

function renderSummary(goals: Goals, basis: string | null, selected: MetricId[] = ['calories', 'protein']) {
  const { wrapper: Wrapper } = withQueryClient();
  render(
    <Wrapper>
      <MemoryRouter>
        <DailySummary totals={totals} selected={selected} canConfigure={false} goals={goals} basis={basis} />
      </MemoryRouter>
    </Wrapper>,
  );
}

describe('DailySummary', () => {
  it("measures against SPEC's fixed goals and adds no words without personal targets", () => {
    renderSummary(FIXED_GOALS, null);
    expect(screen.getByRole('progressbar', { name: 'Calories' }).getAttribute('aria-valuetext')).toBe(
      '1950 of 2000 kcal',
    );
    // 97.5 % and 100 % (capped) of the fixed goals.
    expect(screen.getByTestId('daily-score').textContent).toBe('99');
    expect(screen.queryByTestId('targets-basis')).toBeNull();
  });

  it('measures against the personal goals and says what they follow', () => {
    renderSummary({ ...FIXED_GOALS, calories: 3900, protein: 200 }, 'Targets for a 75 kg fast bowler on a rest day');
    expect(screen.getByRole('progressbar', { name: 'Calories' }).getAttribute('aria-valuetext')).toBe(
      '1950 of 3900 kcal',
    );
    expect(screen.getByTestId('daily-score').textContent).toBe('50');
    expect(screen.getByTestId('targets-basis').textContent).toBe('Targets for a 75 kg fast bowler on a rest day');
  });

  it('shows no fluids bar until the day brings its goal', () => {
    renderSummary(FIXED_GOALS, null, ['calories', 'fluids']);
    expect(screen.queryByRole('progressbar', { name: 'Fluids' })).toBeNull();
  });
});

// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toIsoDate } from '../../lib/local-date';
import { SELECTED_DAY_KEY, STRIP_DAYS, useSelectedDay } from './use-selected-day';

beforeEach(() => localStorage.clear());

afterEach(cleanup);

describe('useSelectedDay', () => {
  it('shows today by default among 31 days', () => {
    const { result } = renderHook(() => useSelectedDay());
    expect(result.current.selected).toBe(toIsoDate(new Date()));
    expect(result.current.days).toHaveLength(STRIP_DAYS);
    expect(result.current.days).toContain(result.current.today);
  });

  it('remembers a picked day on this device for the next visit today', () => {
    const first = renderHook(() => useSelectedDay());
    const yesterday = first.result.current.days.find((d) => d !== first.result.current.today) ?? '';
    act(() => first.result.current.select(yesterday));
    expect(first.result.current.selected).toBe(yesterday);
    expect(renderHook(() => useSelectedDay()).result.current.selected).toBe(yesterday);
  });

  it('forgets a choice made on an earlier day, and ignores a day outside the strip', () => {
    localStorage.setItem(SELECTED_DAY_KEY, JSON.stringify({ day: '2020-01-01', chosenOn: '2020-01-01' }));
    expect(renderHook(() => useSelectedDay()).result.current.selected).toBe(toIsoDate(new Date()));
    localStorage.setItem(SELECTED_DAY_KEY, JSON.stringify({ day: '2020-01-01', chosenOn: toIsoDate(new Date()) }));
    expect(renderHook(() => useSelectedDay()).result.current.selected).toBe(toIsoDate(new Date()));
  });
});

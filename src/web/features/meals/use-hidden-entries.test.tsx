// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useHiddenEntries } from './use-hidden-entries';

afterEach(cleanup);

describe('useHiddenEntries', () => {
  it('hides an entry on every screen at once and shows it again', () => {
    const log = renderHook(() => useHiddenEntries());
    const other = renderHook(() => useHiddenEntries());
    act(() => log.result.current.hide('job-1'));
    act(() => log.result.current.hide('job-2'));
    expect(other.result.current.hidden).toEqual(['job-1', 'job-2']);
    act(() => other.result.current.unhide('job-1'));
    expect(log.result.current.hidden).toEqual(['job-2']);
    act(() => log.result.current.unhide('job-2'));
  });
});

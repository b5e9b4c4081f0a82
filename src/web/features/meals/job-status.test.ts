import { describe, expect, it } from 'vitest';
import { toIsoDate } from '../../lib/local-date';
import { isInProgress, jobDay } from './job-status';

describe('job status', () => {
  it('treats queued, processing, pending, running and missing as in progress', () => {
    for (const s of ['queued', 'processing', 'pending', 'running', undefined, null]) expect(isInProgress(s)).toBe(true);
    for (const s of ['completed', 'failed', 'cancelled']) expect(isInProgress(s)).toBe(false);
  });
  it('uses the logged date, else the creation day', () => {
    expect(jobDay({ date: '2026-11-20', created_at: '2026-11-22T10:00:00Z' }, toIsoDate)).toBe('2026-11-20');
    expect(jobDay({ date: null, created_at: new Date(2026, 10, 21, 23).toISOString() }, toIsoDate)).toBe('2026-11-21');
  });
});

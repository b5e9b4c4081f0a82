import { describe, expect, it } from 'vitest';
import type { Job } from '../../../contracts/jobs';
import type { Meal } from '../../../contracts/meal';
import { toIsoDate } from '../../lib/local-date';
import { buildEntries } from './build-entries';

const job = (id: string, date: string, created: string, mealDates: string[] = []): Job => ({
  job_id: id,
  id,
  status: 'completed',
  message: id,
  error: null,
  created_at: created,
  images_obj_stor_urls: [],
  date,
  unmatched: [],
  meal_dates: mealDates,
});
const meal = (id: string, jobId: string) => ({ id, source_job_id: jobId }) as Meal;

describe('buildEntries', () => {
  const base = { toDay: toIsoDate, hidden: [] as string[], pending: [] };
  it('keeps the day’s jobs with their meals, newest first', () => {
    const entries = buildEntries({
      ...base,
      day: '2026-11-22',
      jobs: [
        job('a', '2026-11-22', '2026-11-22T08:00:00Z'),
        job('b', '2026-11-22', '2026-11-22T12:00:00Z'),
        job('c', '2026-11-21', '2026-11-22T09:00:00Z'),
      ],
      meals: [meal('m1', 'a'), meal('m2', 'a')],
    });
    expect(entries.map((e) => e.key)).toEqual(['b', 'a']);
    expect(entries[1]?.meals.map((m) => m.id)).toEqual(['m1', 'm2']);
  });
  it('leaves out hidden jobs and pending entries the server already lists', () => {
    const entries = buildEntries({
      ...base,
      day: '2026-11-22',
      hidden: ['a'],
      jobs: [job('a', '2026-11-22', '2026-11-22T08:00:00Z'), job('b', '2026-11-22', '2026-11-22T09:00:00Z')],
      meals: [],
      pending: [
        {
          id: 'temp_1',
          message: 'x',
          timestamp: Date.parse('2026-11-22T10:00:00Z'),
          date: '2026-11-22',
          imageUrls: [],
          sessionId: 's',
          jobId: 'b',
        },
        {
          id: 'temp_2',
          message: 'y',
          timestamp: Date.parse('2026-11-22T11:00:00Z'),
          date: '2026-11-22',
          imageUrls: [],
          sessionId: 's',
        },
      ],
    });
    expect(entries.map((e) => e.key)).toEqual(['temp_2', 'b']);
  });
  it('shows an entry on the days of its meals, not as an empty card on the day it was typed', () => {
    // Typed today as "yesterday I had dal rice": its meals are on yesterday.
    const typedToday = job('y', '2026-11-22', '2026-11-22T08:00:00Z', ['2026-11-21']);
    const stillWorking = { ...job('w', '2026-11-22', '2026-11-22T09:00:00Z'), status: 'processing' as const };
    const today = buildEntries({ ...base, day: '2026-11-22', jobs: [typedToday, stillWorking], meals: [] });
    expect(today.map((e) => e.key)).toEqual(['w']);
    const yesterday = buildEntries({
      ...base,
      day: '2026-11-21',
      jobs: [typedToday, stillWorking],
      meals: [meal('m1', 'y')],
    });
    expect(yesterday.map((e) => e.key)).toEqual(['y']);
  });
});

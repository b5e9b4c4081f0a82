// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '../../../contracts/jobs';
import { json, on, stubFetch, withQueryClient } from '../../lib/test-support';
import { useDayData } from './use-day-data';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DAY = '2026-11-24';
const job = (status: Job['status']): Job => ({
  job_id: 'j1',
  id: 'j1',
  status,
  message: 'poha',
  error: null,
  created_at: `${DAY}T08:00:00Z`,
  images_obj_stor_urls: [],
  date: DAY,
  unmatched: [],
  meal_dates: [DAY],
});
const meal = {
  id: 'm1',
  source_job_id: 'j1',
  title: 'Poha',
  description: '1 plate',
  date: DAY,
  context: { consumed_at: `${DAY}T08:00:00Z`, meal_type: 'breakfast', image_uploads: [] },
  macros: { calories_kcal: 250, protein_g: 5, carbs_g: 45, fat_g: 6, fiber_g: 2, sugar_g: 3, sodium_mg: 400 },
  lipids_detail: { saturated_g: 1, cholesterol_mg: 0 },
  serving: { servings: 1, serving_size_g: 200, household_unit: 'plate' },
  micros: {},
  components: [],
};

describe('useDayData', () => {
  it('polls while a job is in progress and fetches the meals once more when it completes', async () => {
    let jobCalls = 0;
    let shown: string | undefined;
    const sent = stubFetch(
      on('GET', '/api/external/chat/jobs', async () => {
        // The second look finds the job done; it answers after the meals poll of the same moment.
        if (++jobCalls === 1) return json({ items: [job('processing')] });
        await new Promise((resolve) => setTimeout(resolve, 300));
        return json({ items: [job('completed')] });
      }),
      // The meals are there for a look made once the screen knows the job is done.
      on('GET', '/api/external/meals', () => json({ items: shown === 'completed' ? [meal] : [] })),
    );
    const { wrapper } = withQueryClient();
    const { result } = renderHook(
      () => {
        const data = useDayData({ signedIn: true, day: DAY, pending: [], userId: 'u1' });
        shown = data.jobs[0]?.status;
        return data;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.jobs[0]?.status).toBe('processing'));
    expect(result.current.meals).toEqual([]);
    await waitFor(() => expect(result.current.meals.map((m) => m.id)).toEqual(['m1']), { timeout: 5000 });
    expect(result.current.jobs[0]?.status).toBe('completed');
    expect(sent.find((r) => r.url.startsWith('/api/external/meals'))?.url).toBe(
      `/api/external/meals?limit=100&date=${DAY}`,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { isTempId, markSent, newTempId, pruneDelivered, type PendingEntry } from './pending-entries';

const entry = (id: string, jobId?: string): PendingEntry => ({
  id,
  message: 'dal rice',
  timestamp: 1,
  date: '2026-11-22',
  imageUrls: [],
  sessionId: 's',
  ...(jobId ? { jobId } : {}),
});

describe('pending entries', () => {
  it('makes temp_ ids', () => {
    const id = newTempId(5, () => 0.5);
    expect(isTempId(id)).toBe(true);
    expect(isTempId('3f2c')).toBe(false);
  });
  it('records the job id of a sent entry and keeps its idempotency id', () => {
    const [sent] = markSent([entry('temp_1')], 'temp_1', 'job-1');
    expect(sent).toMatchObject({ id: 'temp_1', jobId: 'job-1' });
  });
  it('keeps unsent entries and drops those the server shows', () => {
    const list = [entry('temp_1'), entry('temp_2', 'job-2'), entry('temp_3', 'job-3'), entry('temp_4', 'job-4')];
    const left = pruneDelivered(list, new Set(['job-2']), new Set(['job-3']));
    expect(left.map((e) => e.id)).toEqual(['temp_1', 'temp_4']);
  });
});

// Dashboard submission (SPEC §4 "Dashboard submit"): only session_id and message (with the
// time zone and an idempotency key); on success the input clears, the analyzing notice shows
// with a food fact, jobs are refetched (by the mutation) and the temporary entry goes after 2 s.
import { useState } from 'react';
import { useQueueEntry } from '../../api/queue-entry';
import { submitErrorMessage } from '../../lib/api-error';
import { newTempId } from '../../lib/pending-entries';
import { clientSessionId } from '../../lib/session-id';
import { randomFoodFact } from './food-facts';

export interface TempJob {
  id: string;
  message: string;
  date: string;
}

const TEMP_STAYS_MS = 2000;

export function useDashboardSubmit(opts: { onSent: () => void }) {
  const queue = useQueueEntry();
  const [error, setError] = useState<string | null>(null);
  const [fact, setFact] = useState<string | null>(null);
  const [temp, setTemp] = useState<TempJob[]>([]);

  const submit = async (message: string) => {
    const id = newTempId(Date.now(), Math.random);
    setError(null);
    setTemp((t) => [{ id, message, date: new Date().toISOString() }, ...t]);
    try {
      await queue.mutateAsync({ body: { session_id: clientSessionId, message }, idempotencyKey: id });
      opts.onSent();
      setFact(randomFoodFact());
      setTimeout(() => setTemp((t) => t.filter((x) => x.id !== id)), TEMP_STAYS_MS);
    } catch (e) {
      setTemp([]);
      setError(submitErrorMessage(e));
    }
  };

  return { submit, submitting: queue.isPending, error, setError, fact, temp };
}

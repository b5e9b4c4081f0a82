// Dashboard submission (SPEC §4 "Dashboard submit"): only session_id and message (with the
// time zone and an idempotency key); on success the input clears, the analyzing notice shows
// with a food fact, jobs are refetched and the temporary entry goes after 2 s.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { submitErrorMessage } from '../../lib/api-error';
import { JOBS_KEY } from '../../lib/get-jobs';
import { newTempId } from '../../lib/pending-entries';
import { queueEntry } from '../../lib/queue-entry';
import { clientSessionId } from '../../lib/session-id';
import { randomFoodFact } from './food-facts';

export interface TempJob {
  id: string;
  message: string;
  date: string;
}

const TEMP_STAYS_MS = 2000;

export function useDashboardSubmit(opts: { onSent: () => void }) {
  const client = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fact, setFact] = useState<string | null>(null);
  const [temp, setTemp] = useState<TempJob[]>([]);

  const submit = async (message: string) => {
    const id = newTempId(Date.now(), Math.random);
    setSubmitting(true);
    setError(null);
    setTemp((t) => [{ id, message, date: new Date().toISOString() }, ...t]);
    try {
      await queueEntry({ session_id: clientSessionId, message }, id);
      opts.onSent();
      setFact(randomFoodFact());
      await client.invalidateQueries({ queryKey: JOBS_KEY });
      setTimeout(() => setTemp((t) => t.filter((x) => x.id !== id)), TEMP_STAYS_MS);
    } catch (e) {
      setTemp([]);
      setError(submitErrorMessage(e));
    } finally {
      setSubmitting(false);
    }
  };

  return { submit, submitting, error, setError, fact, temp };
}

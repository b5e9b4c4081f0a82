// SPEC §4 "Natural-language edit": idle → submitting → processing (polled at once and every
// 2 s) → completed (toast, meals refreshed, back to /meals after 1.5 s) or error (polling stops).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { serverMessage } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { getEditStatus } from './api/get-edit-status';
import { startEdit } from './api/start-edit';

export type EditPhase = 'idle' | 'submitting' | 'processing' | 'completed' | 'error';
const POLL_MS = 2000;
const RETURN_MS = 1500;

export function useMealEdit(entryId: string) {
  const [phase, setPhase] = useState<EditPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const client = useQueryClient();
  const navigate = useNavigate();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(timer.current);
    };
  }, []);

  const fail = useCallback((message: string) => {
    setPhase('error');
    setError(message);
    toast({ title: 'Edit failed', description: message, variant: 'destructive', duration: 4000 });
  }, []);

  /** Polls at once and every 2 s until the edit is done, fails, or the screen goes away. */
  const poll = useCallback(async () => {
    for (;;) {
      let status;
      try {
        status = await getEditStatus(entryId);
      } catch (e) {
        return fail(serverMessage(e, 'Failed to check edit status'));
      }
      if (!mounted.current) return;
      if (status.status === 'completed') {
        setPhase('completed');
        toast({ title: 'Meal updated', description: 'Your meal has been successfully updated.', duration: 3000 });
        void client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/external/meals') });
        timer.current = window.setTimeout(() => void navigate('/meals'), RETURN_MS);
        return;
      }
      if (status.status === 'failed' || status.status === 'cancelled' || status.error) return fail(status.error ?? 'Edit process failed');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if (!mounted.current) return;
    }
  }, [entryId, client, navigate, fail]);

  const submit = useCallback(async (instructions: string) => {
    if (!instructions.trim()) {
      toast({ title: 'Instructions required', description: 'Please enter some instructions for editing your meal.', variant: 'destructive' });
      return;
    }
    setPhase('submitting');
    setError(null);
    try {
      const started = await startEdit(entryId, instructions.trim());
      setPhase('processing');
      if (started.status === 'processing' || started.status === 'completed') void poll();
      else fail('Failed to start edit process');
    } catch (e) {
      fail(serverMessage(e, 'Failed to start edit process'));
    }
  }, [entryId, poll, fail]);

  return { phase, error, submit };
}

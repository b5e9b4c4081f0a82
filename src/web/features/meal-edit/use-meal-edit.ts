// SPEC §4 "Natural-language edit": idle → submitting → processing (polled at once and every
// 2 s) → completed (toast, meals refreshed, back to /meals after 1.5 s) or error (polling stops).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { serverMessage } from '../../lib/api-error';
import { invalidateMealsData } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { useEditStatus } from './api/get-edit-status';
import { useStartEdit } from './api/start-edit';

export type EditPhase = 'idle' | 'submitting' | 'processing' | 'completed' | 'error';
const RETURN_MS = 1500;

const failToast = (message: string) =>
  toast({ title: 'Edit failed', description: message, variant: 'destructive', duration: 4000 });

export function useMealEdit(entryId: string) {
  // The phase up to 'processing'; how processing ends is read from the status query.
  const [phase, setPhase] = useState<EditPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const client = useQueryClient();
  const navigate = useNavigate();
  const { mutateAsync: startEdit } = useStartEdit(entryId);
  // The status is asked only while this screen waits for the edit it started.
  const status = useEditStatus(entryId, phase === 'processing');

  let ended: { phase: 'completed' | 'error'; error: string | null } | null = null;
  if (phase === 'processing') {
    const data = status.data;
    if (status.error) ended = { phase: 'error', error: serverMessage(status.error, 'Failed to check edit status') };
    else if (data?.status === 'completed') ended = { phase: 'completed', error: null };
    else if (data && (data.status === 'failed' || data.status === 'cancelled' || data.error))
      ended = { phase: 'error', error: data.error ?? 'Edit process failed' };
  }
  const endedPhase = ended?.phase;
  const endedError = ended?.error;

  useEffect(() => {
    if (endedPhase === 'error') failToast(endedError ?? 'Edit process failed');
    if (endedPhase !== 'completed') return;
    toast({ title: 'Meal updated', description: 'Your meal has been successfully updated.', duration: 3000 });
    void invalidateMealsData(client);
    const timer = window.setTimeout(() => void navigate('/meals'), RETURN_MS);
    return () => window.clearTimeout(timer);
  }, [endedPhase, endedError, client, navigate]);

  const fail = useCallback((message: string) => {
    setPhase('error');
    setError(message);
    failToast(message);
  }, []);

  const submit = useCallback(
    async (instructions: string) => {
      if (!instructions.trim()) {
        toast({
          title: 'Instructions required',
          description: 'Please enter some instructions for editing your meal.',
          variant: 'destructive',
        });
        return;
      }
      setPhase('submitting');
      setError(null);
      try {
        const started = await startEdit(instructions.trim());
        if (started.status === 'processing' || started.status === 'completed') setPhase('processing');
        else fail('Failed to start edit process');
      } catch (e) {
        fail(serverMessage(e, 'Failed to start edit process'));
      }
    },
    [startEdit, fail],
  );

  return ended ? { phase: ended.phase, error: ended.error, submit } : { phase, error, submit };
}

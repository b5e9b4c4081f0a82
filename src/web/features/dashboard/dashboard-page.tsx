// The dashboard (SPEC §2 "Dashboard"): log a whole day in one go, see the history of entries.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { PageContainer } from '../../components/layout/page-container';
import { SignInPrompt } from '../../components/shared/sign-in-prompt';
import { useAuth } from '../../lib/auth';
import { readString, writeString } from '../../lib/device-storage';
import { useJobs } from '../../api/get-jobs';
import { appendTranscript } from '../../lib/recorder';
import { toast } from '../../lib/toast';
import { useLiveEvents } from '../../lib/use-live-events';
import { useRecorder } from '../../lib/use-recorder';
import { AnalyzingNotice } from './analyzing-notice';
import { ErrorPanel } from './error-panel';
import { LogHistoryCard } from './log-history-card';
import { LogMealsCard } from './log-meals-card';
import { useDashboardSubmit } from './use-dashboard-submit';

export const DRAFT_KEY = 'dashboard-meal-input';
const IN_PROGRESS = new Set(['queued', 'processing', 'pending', 'running']);

export function DashboardPage() {
  const { isAuthenticated } = useAuth();
  const { pathname } = useLocation();
  const [text, setTextState] = useState(() => readString('local', DRAFT_KEY) ?? '');
  const setText = (value: string | ((cur: string) => string)) =>
    setTextState((cur) => {
      const next = typeof value === 'function' ? value(cur) : value;
      writeString('local', DRAFT_KEY, next);
      return next;
    });
  const [promptOpen, setPromptOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);
  // SPEC §9: jobs are polled every 3 s only on / and /log; the live event stream covers the rest.
  const jobs = useJobs({
    enabled: isAuthenticated,
    refetchInterval: pathname === '/' || pathname === '/log' ? 3000 : false,
  });
  useLiveEvents(isAuthenticated);
  const submit = useDashboardSubmit({
    onSent: () => {
      setText('');
      setSentOnce(true);
      setDismissed(false);
    },
  });
  const recorder = useRecorder({
    onTranscript: (t) => setText((cur) => appendTranscript(cur, t)),
    onError: submit.setError,
  });
  const history = jobs.data ?? [];
  const active = history.some((j) => j.message && IN_PROGRESS.has(j.status)) || submit.temp.length > 0;
  // Dismissing lasts until nothing is being analysed any more (SPEC §4).
  if (dismissed && !active) setDismissed(false);
  const [refreshing, setRefreshing] = useState(false);

  const onSubmit = () => {
    if (!text.trim()) return;
    if (!isAuthenticated) return setPromptOpen(true);
    void submit.submit(text.trim());
  };
  const onMic = () => {
    if (!isAuthenticated) return setPromptOpen(true);
    if (recorder.state === 'recording') recorder.stop();
    else void recorder.start();
  };
  const refresh = async () => {
    setRefreshing(true);
    await jobs.refetch();
    setRefreshing(false);
    toast({ title: 'Log history refreshed', duration: 2000 });
  };

  return (
    <PageContainer title="Dashboard" description="Log a whole day in one go, in your own words.">
      <div className="grid gap-6">
        <LogMealsCard
          text={text}
          onText={setText}
          onSubmit={onSubmit}
          onMic={onMic}
          recorder={recorder.state}
          submitting={submit.submitting}
          showExamples={history.length === 0 && submit.temp.length === 0}
        >
          {submit.error ? <ErrorPanel message={submit.error} onClose={() => submit.setError(null)} /> : null}
          {sentOnce && active && !dismissed ? (
            <AnalyzingNotice fact={submit.fact} onDismiss={() => setDismissed(true)} />
          ) : null}
        </LogMealsCard>
        <LogHistoryCard jobs={history} temp={submit.temp} onRefresh={() => void refresh()} refreshing={refreshing} />
      </div>
      <SignInPrompt open={promptOpen} onOpenChange={setPromptOpen} />
    </PageContainer>
  );
}

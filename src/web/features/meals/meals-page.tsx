// The meals log (SPEC §2 "Meals log"): install banner, day strip, daily summary, the day's
// entries and the fixed composer. Pending entries live on the device until the server has them.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PendingEntry } from '../../lib/pending-entries';
import { PageContainer } from '../../components/layout/page-container';
import { SignInPrompt } from '../../components/shared/sign-in-prompt';
import { useAuth } from '../../lib/auth';
import { toIsoDate } from '../../lib/local-date';
import { useLiveEvents } from '../../lib/use-live-events';
import { useVisibleMetrics } from './api/preferences';
import { buildEntries } from './build-entries';
import { Composer } from './composer';
import { DailySummary } from './daily-summary';
import { DayStrip } from './day-strip';
import { ImageZoom } from './image-zoom';
import { InstallBanner } from './install-banner';
import { dayTotals } from './meal-metrics';
import { MealsLog } from './meals-log';
import { TipsDialog } from './tips-dialog';
import { useDayData } from './use-day-data';
import { useHiddenEntries } from './use-hidden-entries';
import { useMealComposer } from './use-meal-composer';
import { usePendingEntries } from './use-pending-entries';
import { useSelectedDay } from './use-selected-day';

export function MealsPage() {
  const { user, isAuthenticated } = useAuth();
  const userId = user?.id ?? null;
  const day = useSelectedDay();
  // The composer is made after the pending entries (it adds to them); refusals reach it through a ref.
  const composerRef = useRef<{ restore: (e: PendingEntry) => void; forget: (e: PendingEntry) => void } | null>(null);
  const pending = usePendingEntries(userId, {
    accepted: (e) => composerRef.current?.forget(e),
    refused: (e) => composerRef.current?.restore(e),
  });
  const hidden = useHiddenEntries();
  const metrics = useVisibleMetrics(isAuthenticated);
  const [promptOpen, setPromptOpen] = useState(false);
  const [tipsOpen, setTipsOpen] = useState(false);
  const [zoom, setZoom] = useState<string | null>(null);
  useLiveEvents(isAuthenticated);

  const data = useDayData({ signedIn: isAuthenticated, day: day.selected, pending: pending.entries, userId });
  const entries = useMemo(
    () =>
      buildEntries({
        day: day.selected,
        jobs: data.jobs,
        meals: data.meals,
        pending: pending.entries,
        hidden: hidden.hidden,
        toDay: toIsoDate,
      }),
    [day.selected, data.jobs, data.meals, pending.entries, hidden.hidden],
  );
  const visibleMeals = useMemo(() => entries.flatMap((e) => e.meals), [entries]);
  const composer = useMealComposer({
    signedIn: isAuthenticated,
    day: day.selected,
    onGuest: () => setPromptOpen(true),
    add: pending.add,
  });
  useEffect(() => {
    composerRef.current = composer;
  });

  return (
    <PageContainer title="Meals" description="Everything you ate, with calories and macros." className="pb-44">
      <InstallBanner />
      <DayStrip days={day.days} today={day.today} selected={day.selected} onSelect={day.select} />
      <DailySummary totals={dayTotals(visibleMeals)} selected={metrics} canConfigure={isAuthenticated} />
      <MealsLog
        loading={isAuthenticated && data.loading}
        entries={entries}
        metrics={metrics}
        hidden={hidden}
        onRetry={composer.retry}
        onZoom={setZoom}
      />
      <Composer
        text={composer.text}
        onText={composer.setText}
        files={composer.files}
        onFiles={composer.setFiles}
        busy={composer.busy}
        recorder={composer.recorder}
        onMic={composer.mic}
        onSubmit={() => void composer.submit()}
        onTips={() => setTipsOpen(true)}
        inputRef={composer.inputRef}
      />
      <TipsDialog open={tipsOpen} onOpenChange={setTipsOpen} />
      <ImageZoom src={zoom} onClose={() => setZoom(null)} />
      <SignInPrompt open={promptOpen} onOpenChange={setPromptOpen} />
    </PageContainer>
  );
}

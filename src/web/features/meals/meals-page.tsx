// The meals log (SPEC §2 "Meals log"): install banner, day strip, daily summary, the day's
// entries and the fixed composer. Pending entries live on the device until the server has them.
// Signed-in users also get the day's training, fluids, a match-day plan and the low-intake note
// (issue 16); a guest's screen stays as SPEC shows it.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PendingEntry } from '../../lib/pending-entries';
import { PageContainer } from '../../components/layout/page-container';
import { SignInPrompt } from '../../components/shared/sign-in-prompt';
import { useUnitSystem } from '../../api/athlete-profile';
import { useAuth } from '../../lib/auth';
import { toIsoDate } from '../../lib/local-date';
import { useLiveEvents } from '../../lib/use-live-events';
import { useVisibleMetrics } from './api/preferences';
import { buildEntries } from './build-entries';
import { Composer } from './composer';
import { DailySummary } from './daily-summary';
import { DayStrip } from './day-strip';
import { FluidsCard } from './fluids-card';
import { ImageZoom } from './image-zoom';
import { InstallBanner } from './install-banner';
import { LowIntakeNote } from './low-intake-note';
import { MatchTimelineCard } from './match-timeline-card';
import { dayTotals } from './meal-metrics';
import { MealsLog } from './meals-log';
import { MEALS_DESCRIPTION, MEALS_TITLE } from './meals-shell';
import { RelogShortcuts } from './relog-shortcuts';
import { TipsDialog } from './tips-dialog';
import { TrainingBar } from './training-bar';
import { useDayData } from './use-day-data';
import { useDayTargets } from './use-day-targets';
import { useHiddenEntries } from './use-hidden-entries';
import { useMealComposer } from './use-meal-composer';
import { useRelog } from './use-relog';
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
    // A refused copy has no words of the user's to put back: its toast says why.
    refused: (e) => (e.copy ? undefined : composerRef.current?.restore(e)),
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
  const targets = useDayTargets(day.selected, isAuthenticated);
  const units = useUnitSystem(isAuthenticated);
  const totals = useMemo(
    () => ({ ...dayTotals(visibleMeals), fluids: targets.fluidsMl }),
    [visibleMeals, targets.fluidsMl],
  );
  // A meal has no fluids of its own: its row shows the other chosen metrics.
  const rowMetrics = useMemo(() => metrics.filter((id) => id !== 'fluids'), [metrics]);
  const athleteDay = targets.day;
  const composer = useMealComposer({
    signedIn: isAuthenticated,
    day: day.selected,
    onGuest: () => setPromptOpen(true),
    add: pending.add,
  });
  useEffect(() => {
    composerRef.current = composer;
  });
  // The shortcuts log onto today, so they are offered while today is on screen.
  const showShortcuts = isAuthenticated && day.selected === day.today;
  const relog = useRelog({ signedIn: isAuthenticated, today: day.today, pending: pending.entries, add: pending.add });

  return (
    <PageContainer
      title={MEALS_TITLE}
      description={MEALS_DESCRIPTION}
      // Room for the fixed composer, taller with its row of shortcuts.
      className={showShortcuts ? 'pb-60' : 'pb-44'}
    >
      <InstallBanner />
      <DayStrip days={day.days} today={day.today} selected={day.selected} onSelect={day.select} />
      {/* Training moves the targets only once they are personal (a body weight); before, it would say nothing. */}
      {athleteDay?.personal ? (
        <TrainingBar date={day.selected} today={day.today} training={athleteDay.training} />
      ) : null}
      <DailySummary
        totals={totals}
        selected={metrics}
        canConfigure={isAuthenticated}
        goals={targets.goals}
        basis={targets.basis}
      />
      {athleteDay?.lowIntakeNote ? <LowIntakeNote text={athleteDay.lowIntakeNote} /> : null}
      {athleteDay ? <FluidsCard day={athleteDay} units={units} /> : null}
      {athleteDay?.timeline?.length ? <MatchTimelineCard items={athleteDay.timeline} /> : null}
      <MealsLog
        loading={isAuthenticated && data.loading}
        entries={entries}
        metrics={rowMetrics}
        hidden={hidden}
        onRetry={composer.retry}
        onZoom={setZoom}
        today={day.today}
        onCopyToToday={isAuthenticated ? relog.copyToToday : undefined}
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
        shortcuts={
          showShortcuts ? (
            <RelogShortcuts
              shortcuts={relog.shortcuts}
              sending={relog.sending}
              onLogAgain={relog.logAgain}
              onCopyBreakfast={relog.copyYesterdaysBreakfast}
            />
          ) : null
        }
      />
      <TipsDialog open={tipsOpen} onOpenChange={setTipsOpen} />
      <ImageZoom src={zoom} onClose={() => setZoom(null)} />
      <SignInPrompt open={promptOpen} onOpenChange={setPromptOpen} />
    </PageContainer>
  );
}

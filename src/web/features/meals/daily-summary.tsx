// Daily summary card (SPEC §2): Daily Score, bars of the chosen metrics, the explanation page and
// the Configure Daily Metrics dialog (signed-in users only: guests have nothing to save). The goals
// are SPEC's fixed ones unless the day has personal targets (issue 16); then one line says what
// they follow (`basis`), and without them nothing is added.
import { Info, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MetricId } from '../../../contracts/preferences';
import { buttonClass, Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { dailyScore, METRICS, type Goals } from '../../lib/daily-goals';
import { ConfigureMetricsDialog } from './configure-metrics-dialog';
import { MetricBar } from './metric-bar';
import { ScoreGauge } from './score-gauge';

export function DailySummary({
  totals,
  selected,
  canConfigure,
  goals,
  basis,
}: {
  totals: Record<MetricId, number>;
  selected: readonly MetricId[];
  canConfigure: boolean;
  goals: Goals;
  /** What personal targets follow; null with SPEC's fixed goals. */
  basis: string | null;
}) {
  const [configOpen, setConfigOpen] = useState(false);
  // A metric without a goal yet (fluids before the day has loaded) has no bar.
  const shown = METRICS.filter((m) => selected.includes(m.id) && goals[m.id] !== undefined);
  return (
    <Card className="mb-4 p-4 sm:p-5">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="daily-summary-title" className="text-lg font-semibold text-stone-900">
          Daily Summary
        </h2>
        <div className="flex gap-1">
          <Link to="/metrics-explanation" className={buttonClass('ghost', 'icon')} aria-label="How the metrics work">
            <Info className="h-5 w-5" aria-hidden />
          </Link>
          {canConfigure ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label="Configure Daily Metrics"
              onClick={() => setConfigOpen(true)}
            >
              <SlidersHorizontal className="h-5 w-5" aria-hidden />
            </Button>
          ) : null}
        </div>
      </div>
      {basis ? (
        <p className="-mt-1 mb-3 text-sm text-stone-600" data-testid="targets-basis">
          {basis}
        </p>
      ) : null}
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <ScoreGauge score={dailyScore(totals, selected, goals)} />
        <div className="grid w-full gap-3">
          {shown.map((m) => (
            <MetricBar key={m.id} metric={m} value={totals[m.id]} goal={goals[m.id] ?? 0} />
          ))}
        </div>
      </div>
      {canConfigure ? (
        <ConfigureMetricsDialog open={configOpen} onOpenChange={setConfigOpen} selected={selected} goals={goals} />
      ) : null}
    </Card>
  );
}

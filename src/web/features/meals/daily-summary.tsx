// Daily summary card (SPEC §2): Daily Score, bars of the chosen metrics, the explanation page and
// the Configure Daily Metrics dialog (signed-in users only: guests have nothing to save).
import { Info, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MetricId } from '../../../contracts/preferences';
import { buttonClass, Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { dailyScore, METRICS } from '../../lib/daily-goals';
import { ConfigureMetricsDialog } from './configure-metrics-dialog';
import { MetricBar } from './metric-bar';
import { ScoreGauge } from './score-gauge';

export function DailySummary({
  totals,
  selected,
  canConfigure,
}: {
  totals: Record<MetricId, number>;
  selected: readonly MetricId[];
  canConfigure: boolean;
}) {
  const [configOpen, setConfigOpen] = useState(false);
  const shown = METRICS.filter((m) => selected.includes(m.id));
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
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <ScoreGauge score={dailyScore(totals, selected)} />
        <div className="grid w-full gap-3">
          {shown.map((m) => (
            <MetricBar key={m.id} metric={m} value={totals[m.id]} />
          ))}
        </div>
      </div>
      {canConfigure ? (
        <ConfigureMetricsDialog open={configOpen} onOpenChange={setConfigOpen} selected={selected} />
      ) : null}
    </Card>
  );
}

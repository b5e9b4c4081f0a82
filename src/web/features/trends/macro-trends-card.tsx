// Macro Trends (issue 17): one chart per metric over the chosen window, with a legend of the
// training loads that colour the bars. The series are built once per answer from the server.
import { useMemo } from 'react';
import { TRAINING_LOADS } from '../../../contracts/athlete';
import type { TrendDay } from '../../../contracts/trends';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { LOAD_COLOURS, LOAD_LABELS } from '../../lib/trend-format';
import type { UnitSystem } from '../../lib/units';
import { loadsPresent, seriesByMetric } from './chart-data';
import { TrendChart } from './trend-chart';

function LoadLegend({ days }: { days: readonly TrendDay[] }) {
  const loads = useMemo(() => loadsPresent(days, TRAINING_LOADS), [days]);
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-700" aria-label="Bar colours: training load">
      {loads.map((l) => (
        <li key={l} className="inline-flex items-center gap-1.5">
          <span className="h-3 w-3 rounded-sm" style={{ background: LOAD_COLOURS[l] }} aria-hidden />
          {l === 'unknown' ? 'Training not set' : LOAD_LABELS[l]}
        </li>
      ))}
      <li className="inline-flex items-center gap-1.5">
        <span className="w-4 border-t-2 border-dashed border-stone-800" aria-hidden />
        Goal
      </li>
    </ul>
  );
}

export function MacroTrendsCard({
  days,
  windowDays,
  units,
}: {
  days: readonly TrendDay[];
  windowDays: number;
  units: UnitSystem;
}) {
  const series = useMemo(() => seriesByMetric(days, units), [days, units]);
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Macro Trends</CardTitle>
        <p className="text-sm text-stone-600">
          Each bar is a logged day, coloured by that day&apos;s training; the dashed line is the day&apos;s goal.
        </p>
        <LoadLegend days={days} />
      </CardHeader>
      <CardContent className="grid gap-8 lg:grid-cols-2">
        {series.map((s) => (
          <TrendChart key={s.metric} series={s} windowDays={windowDays} />
        ))}
      </CardContent>
    </Card>
  );
}

// A period's summary and its goal tracking (issue 17), as the athlete's /trends and the coach's
// weekly report both show them: the same contract, the same words.
import { useId } from 'react';
import { TREND_METRICS, type GoalTracking, type TrendSummary } from '../../../contracts/trends';
import { formatAmount, formatDay, formatRange, formatScore, TREND_METRIC_INFO } from '../../lib/trend-format';
import type { UnitSystem } from '../../lib/units';

function ScoredDay({ term, day }: { term: string; day: TrendSummary['bestDay'] }) {
  if (!day) return null;
  return (
    <div className="flex flex-wrap justify-between gap-x-3">
      <dt className="text-stone-600">{term}</dt>
      <dd className="font-medium text-stone-900">
        {formatDay(day.date)} <span className="text-stone-600">({formatScore(day.score)})</span>
      </dd>
    </div>
  );
}

export function SummaryPanel({
  title,
  summary,
  units = 'metric',
}: {
  title: string;
  /** Its averages in the shown units (trendsInUnits). */
  summary: TrendSummary;
  units?: UnitSystem;
}) {
  const headingId = useId();
  const { averages, bestDay, worstDay } = summary;
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h3 id={headingId} className="font-semibold text-stone-900">
        {title}
      </h3>
      <p className="text-sm text-stone-600">
        {formatRange(summary.from, summary.to)} · {summary.daysLogged} of {summary.daysInPeriod} days logged
      </p>
      {averages === null ? (
        <p className="mt-3 text-sm text-stone-600">Nothing logged in these days.</p>
      ) : (
        <>
          <p className="mt-3 text-xs font-medium uppercase tracking-wide text-stone-600">Average a logged day</p>
          <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-2">
            {TREND_METRICS.map((m) => (
              <div key={m} className="flex flex-col">
                <dt className="text-sm text-stone-600">{TREND_METRIC_INFO[m].label}</dt>
                <dd className="font-semibold tabular-nums text-stone-900">{formatAmount(m, averages[m], units)}</dd>
              </div>
            ))}
          </dl>
          <dl className="mt-3 grid gap-1 border-t border-stone-200 pt-3 text-sm">
            <ScoredDay term="Best day" day={bestDay} />
            <ScoredDay term="Worst day" day={worstDay} />
          </dl>
        </>
      )}
    </section>
  );
}

/** How a goal counts as met: the contract's rule, said once where the counts are shown. */
export const GOAL_MET_RULE =
  'A goal counts as met when calories are within 10 % of it; protein, carbohydrates, fiber and fluids reach at least 90 % of it; fat and sodium stay at or under it.';

export function GoalList({ goals }: { goals: GoalTracking }) {
  const { daysLogged } = goals;
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="Days each goal was met">
        {TREND_METRICS.map((m) => {
          const met = goals.daysMet[m];
          const pct = daysLogged === 0 ? 0 : Math.round((met / daysLogged) * 100);
          return (
            <li key={m}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium text-stone-900">{TREND_METRIC_INFO[m].label}</span>
                <span className="tabular-nums text-stone-700">
                  {met} of {daysLogged} days
                </span>
              </div>
              <div className="mt-1 h-2 overflow-hidden rounded-full bg-stone-200" aria-hidden>
                <div className="h-full rounded-full bg-brand-600" style={{ width: `${pct}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-sm text-stone-700">
        {goals.proteinPerKg === null
          ? 'Protein per kg of body weight shows once a body weight is recorded.'
          : `Protein averaged ${goals.proteinPerKg.toFixed(1)} g per kg of body weight a logged day.`}
      </p>
      <p className="mt-2 text-xs text-stone-600">{GOAL_MET_RULE}</p>
    </>
  );
}

// One metric over the window (issue 17): a bar per logged day, coloured by that day's training
// load, against a dashed step line of the day's goal (goals move with the load when the athlete
// has personal targets). Recharts draws the SVG; its accessibility layer lets a keyboard walk the
// days with the arrow keys, and a visually hidden table gives a screen reader every number.
import { memo, useId, useRef } from 'react';
import { Bar, CartesianGrid, ComposedChart, Line, Rectangle, Tooltip, XAxis, YAxis } from 'recharts';
import type { BarShapeProps, TooltipContentProps } from 'recharts';
import {
  formatDay,
  formatShortDay,
  LOAD_COLOURS,
  loadLabel,
  TREND_METRIC_INFO,
  withUnit,
} from '../../lib/trend-format';
import type { ChartRow, MetricSeries } from './chart-data';
import { useNearViewport } from './use-near-viewport';

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });

// Module-level so every render hands Recharts the same functions (no redraw of unchanged bars).
function LoadBar(props: BarShapeProps) {
  const row = props.payload as ChartRow | undefined;
  return <Rectangle {...props} fill={LOAD_COLOURS[row?.load ?? 'unknown']} />;
}

const tickDay = (value: string) => formatShortDay(value);
const tickAmount = (value: number) => compact.format(value);

function DayTooltip({ active, payload }: TooltipContentProps) {
  const row = payload?.[0]?.payload as ChartRow | undefined;
  if (!active || !row) return null;
  return (
    // A live region, as Recharts' own tooltip is: walking the days with the arrow keys reads each one out.
    <div
      role="status"
      className="rounded-lg border border-stone-200 bg-white px-3 py-2 text-xs text-stone-800 shadow-md"
    >
      <p className="font-semibold">{formatDay(row.date)}</p>
      <p>{row.value === null ? 'Nothing logged' : withUnit(row.value, row.unit)}</p>
      <p>Goal {withUnit(row.goal, row.unit)}</p>
      <p>Training: {loadLabel(row.load)}</p>
    </div>
  );
}

function describe(series: MetricSeries): string {
  const info = TREND_METRIC_INFO[series.metric];
  if (series.average === null || series.averageGoal === null) return `${info.label}: nothing logged in this window.`;
  return `${info.label}: averaged ${withUnit(series.average, series.unit)} a logged day against a goal of ${withUnit(series.averageGoal, series.unit)}.`;
}

export const TrendChart = memo(function TrendChart({
  series,
  windowDays,
}: {
  series: MetricSeries;
  windowDays: number;
}) {
  const info = TREND_METRIC_INFO[series.metric];
  const headingId = useId();
  const title = `${info.label} (${series.unit}) per day, last ${windowDays} days`;
  const plot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(plot);
  return (
    <figure className="min-w-0" aria-labelledby={headingId}>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={headingId} className="font-semibold text-stone-900">
          {info.label} <span className="text-sm font-normal text-stone-600">({series.unit})</span>
        </h3>
        <p className="text-sm text-stone-600">
          {series.average === null ? 'Nothing logged' : `Average ${withUnit(series.average, series.unit)}`}
        </p>
      </figcaption>
      {/* Same height before and after the chart mounts, so nothing below it jumps. */}
      <div ref={plot} className="h-[168px]">
        {near ? <Plot series={series} title={title} windowDays={windowDays} /> : null}
      </div>
      <SeriesTable series={series} caption={title} />
    </figure>
  );
});

function Plot({ series, title, windowDays }: { series: MetricSeries; title: string; windowDays: number }) {
  const info = TREND_METRIC_INFO[series.metric];
  return (
    <ComposedChart
      responsive
      style={{ width: '100%', height: 168 }}
      data={series.rows}
      margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
      barCategoryGap={windowDays > 30 ? 1 : '20%'}
      title={title}
      desc={describe(series)}
      accessibilityLayer
    >
      <CartesianGrid vertical={false} stroke="#e7e5e4" />
      <XAxis
        dataKey="date"
        tickFormatter={tickDay}
        minTickGap={28}
        tick={{ fontSize: 12, fill: '#57534e' }}
        tickLine={false}
        axisLine={{ stroke: '#d6d3d1' }}
      />
      <YAxis
        width={40}
        tickFormatter={tickAmount}
        tick={{ fontSize: 12, fill: '#57534e' }}
        tickLine={false}
        axisLine={false}
      />
      <Tooltip content={DayTooltip} cursor={{ fill: '#f5f5f4' }} isAnimationActive={false} />
      <Bar dataKey="value" name={info.label} shape={LoadBar} isAnimationActive={false} />
      <Line
        dataKey="goal"
        name="Goal"
        type="step"
        stroke="#292524"
        strokeWidth={1.5}
        strokeDasharray="5 3"
        dot={false}
        activeDot={false}
        isAnimationActive={false}
      />
    </ComposedChart>
  );
}

/** Every day's number in words, for a screen reader; the chart itself is a picture of this table. */
function SeriesTable({ series, caption }: { series: MetricSeries; caption: string }) {
  // The div is what is hidden: a table grows to its content whatever its width, so an sr-only
  // table would still widen the page on a phone.
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Total</th>
            <th scope="col">Goal</th>
            <th scope="col">Training</th>
          </tr>
        </thead>
        <tbody>
          {series.rows.map((row) => (
            <tr key={row.date}>
              <th scope="row">{formatDay(row.date)}</th>
              <td>{row.value === null ? 'Nothing logged' : withUnit(row.value, series.unit)}</td>
              <td>{withUnit(row.goal, series.unit)}</td>
              <td>{loadLabel(row.load)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

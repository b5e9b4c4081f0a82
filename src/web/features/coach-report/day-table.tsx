// The coach report's day-by-day table: training, energy and protein against the day's goal, fluids.
import type { TrendDay } from '../../../contracts/trends';
import { formatDay, loadLabel } from '../../lib/trend-format';
import { fromIsoDate } from '../../lib/local-date';

const n = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
/** "Wed 18": the week is on the page's heading, the row needs only the day (the full date is its title). */
const rowDay = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric' });

function versus(day: TrendDay, metric: 'calories' | 'protein') {
  if (!day.logged) return <span className="text-stone-500">–</span>;
  return (
    <>
      {n.format(day.totals[metric])} <span className="text-stone-600">/ {n.format(day.goals[metric])}</span>
    </>
  );
}

export function DayTable({ days }: { days: readonly TrendDay[] }) {
  return (
    <div className="-mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0" role="region" aria-label="Day by day" tabIndex={0}>
      <table className="w-full text-left text-xs whitespace-nowrap tabular-nums sm:text-sm">
        <caption className="sr-only">
          Each day: training load, energy and protein against the day&apos;s goal, fluids
        </caption>
        <thead className="border-b border-stone-200 align-bottom text-xs whitespace-normal text-stone-600">
          <tr>
            <th scope="col" className="py-2 pr-2 font-medium">
              Day
            </th>
            <th scope="col" className="py-2 pr-2 font-medium">
              Training
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">
              Energy (kcal) / goal
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">
              Protein (g) / goal
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Fluids (ml)
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date} className="border-b border-stone-100 last:border-b-0">
              <th scope="row" className="py-2 pr-2 font-medium text-stone-900">
                <abbr title={formatDay(day.date)} className="no-underline">
                  {rowDay.format(fromIsoDate(day.date))}
                </abbr>
              </th>
              <td className="py-2 pr-2 text-stone-700">{loadLabel(day.load)}</td>
              <td className="py-2 pr-2 text-right text-stone-900">{versus(day, 'calories')}</td>
              <td className="py-2 pr-2 text-right text-stone-900">{versus(day, 'protein')}</td>
              <td className="py-2 text-right text-stone-900">
                {day.logged ? n.format(day.totals.fluids) : <span className="text-stone-500">–</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// The 7 / 30 / 90 days switch of /trends: a segmented control built on native radio buttons, so
// arrow keys, the checked state and the group's name reach assistive technology unchanged.
import { TREND_WINDOWS, type TrendWindow } from '../../../contracts/trends';

export function WindowSelector({ value, onChange }: { value: TrendWindow; onChange: (days: TrendWindow) => void }) {
  return (
    <fieldset className="inline-flex rounded-xl border border-stone-300 bg-stone-100 p-1">
      <legend className="sr-only">Days shown</legend>
      {TREND_WINDOWS.map((days) => (
        <label
          key={days}
          className="tap relative flex min-h-11 min-w-20 cursor-pointer items-center justify-center rounded-lg px-3 text-sm font-semibold text-stone-700 has-checked:bg-white has-checked:text-brand-800 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
        >
          <input
            type="radio"
            name="trends-window"
            value={days}
            checked={value === days}
            onChange={() => onChange(days)}
            className="sr-only"
          />
          {days} days
        </label>
      ))}
    </fieldset>
  );
}

// Profile's "Export meals" (issue 17, item 4): the meals of a date range as CSV (for a coach's or
// dietitian's spreadsheet) or JSON. The buttons are links to the download; a range the server
// would refuse is said here, and the link does not leave the page.
import { Download } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { buttonClass } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { toIsoDate } from '../../lib/local-date';
import { exportRangeError, mealExportPath } from './api/export-meals';
import { controlClass, FormError, FormField } from './form-field';

function lastWeek(): { from: string; to: string } {
  const today = new Date();
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6);
  return { from: toIsoDate(from), to: toIsoDate(today) };
}

export function ExportMealsCard() {
  const [range, setRange] = useState(lastWeek);
  const error = exportRangeError(range.from, range.to);
  // Without an href the link goes nowhere; this also stops a click that raced the last keystroke.
  const guard = (e: MouseEvent) => {
    if (error) e.preventDefault();
  };
  const link = (format: 'csv' | 'json', label: string) => (
    <a
      href={error ? undefined : mealExportPath(format, range)}
      role="link"
      aria-disabled={error ? true : undefined}
      download
      onClick={guard}
      className={buttonClass('outline', 'lg', 'w-full cursor-pointer sm:w-auto')}
    >
      <Download className="h-5 w-5" aria-hidden />
      {label}
    </a>
  );
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Export meals</CardTitle>
        <p className="text-sm text-stone-600">
          Download your meals for a date range, one row per meal with every nutrient, to share with a coach or
          dietitian.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField label="From">
            {({ id }) => (
              <input
                id={id}
                type="date"
                className={`tap ${controlClass}`}
                value={range.from}
                max={range.to || undefined}
                aria-invalid={error ? true : undefined}
                onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
              />
            )}
          </FormField>
          <FormField label="To">
            {({ id }) => (
              <input
                id={id}
                type="date"
                className={`tap ${controlClass}`}
                value={range.to}
                min={range.from || undefined}
                aria-invalid={error ? true : undefined}
                onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
              />
            )}
          </FormField>
        </div>
        <FormError message={error} />
        <div className="flex flex-col gap-3 sm:flex-row">
          {link('csv', 'Download CSV')}
          {link('json', 'Download JSON')}
        </div>
      </CardContent>
    </Card>
  );
}

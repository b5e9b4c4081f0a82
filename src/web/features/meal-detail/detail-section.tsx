// A titled card of label/value rows on the meal detail screen.
import { Card } from '../../components/ui/card';

export function DetailSection({ title, rows }: { title: string; rows: Array<[label: string, value: string]> }) {
  if (rows.length === 0) return null;
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="mb-2 text-base font-semibold text-stone-900">{title}</h2>
      <dl className="divide-y divide-stone-100">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 py-2 text-sm">
            <dt className="capitalize text-stone-700">{label}</dt>
            <dd className="font-medium tabular-nums text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

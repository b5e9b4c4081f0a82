import { UtensilsCrossed } from 'lucide-react';
import { Card } from '../../components/ui/card';

export function EmptyLog() {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <UtensilsCrossed className="h-7 w-7" aria-hidden />
      </span>
      <p className="text-lg font-semibold text-stone-900">Log a meal below to get started</p>
      <p className="max-w-sm text-stone-600">
        Try “2 rotis, a bowl of dal and curd after nets”. Crease works out the rest.
      </p>
    </Card>
  );
}

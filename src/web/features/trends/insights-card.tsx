// Smart Insights (issue 17): the server's sentences, computed from the data; nothing is made up here.
import { Droplets, Flame, Lightbulb, Salad, Wheat, type LucideIcon } from 'lucide-react';
import type { Insight, TrendMetric } from '../../../contracts/trends';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

const ICONS: Partial<Record<TrendMetric, LucideIcon>> = {
  calories: Flame,
  carbs: Wheat,
  fiber: Salad,
  fluids: Droplets,
};

export function InsightsCard({ insights }: { insights: readonly Insight[] }) {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Smart Insights</CardTitle>
      </CardHeader>
      <CardContent>
        {insights.length === 0 ? (
          <p className="text-sm text-stone-600">Nothing stands out yet. Keep logging and insights will appear here.</p>
        ) : (
          <ul className="grid gap-3">
            {insights.map((insight) => {
              const Icon = (insight.metric && ICONS[insight.metric]) || Lightbulb;
              return (
                <li key={insight.text} className="flex gap-3 rounded-xl bg-stone-50 p-3 text-stone-800">
                  <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
                  <span>{insight.text}</span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

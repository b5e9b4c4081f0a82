import type { SharedEstimate } from '../../../contracts/shared-estimate';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

export function NutritionSummary({ estimate }: { estimate: SharedEstimate }) {
  const sum = (key: 'protein_g' | 'carbs_g' | 'fat_g') =>
    Math.round(estimate.meals.reduce((s, m) => s + m.macros[key], 0));
  const tiles = [
    ['Protein', `${sum('protein_g')} g`],
    ['Carbs', `${sum('carbs_g')} g`],
    ['Fat', `${sum('fat_g')} g`],
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Nutrition Summary</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-4xl font-extrabold text-brand-900" data-testid="total-calories">
          {Math.round(estimate.total_calories_kcal)} <span className="text-lg font-semibold text-stone-600">kcal</span>
        </p>
        <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
          {tiles.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-brand-50 p-3">
              <dt className="text-xs font-medium text-stone-600">{label}</dt>
              <dd className="text-lg font-bold text-brand-900">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

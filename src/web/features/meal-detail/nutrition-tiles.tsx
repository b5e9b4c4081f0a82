// The four headline numbers of a meal (SPEC §2): calories, protein, carbs, fat.
import type { Meal } from '../../../contracts/meal';

const round1 = (n: number) => Math.round(n * 10) / 10;

export function NutritionTiles({ macros }: { macros: Meal['macros'] }) {
  const tiles = [
    { label: 'Calories', value: Math.round(macros.calories_kcal), unit: 'kcal' },
    { label: 'Protein', value: round1(macros.protein_g), unit: 'g' },
    { label: 'Carbs', value: round1(macros.carbs_g), unit: 'g' },
    { label: 'Fat', value: round1(macros.fat_g), unit: 'g' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {tiles.map((t) => (
        <div key={t.label} className="rounded-2xl border border-stone-200 bg-white p-4 text-center shadow-sm">
          <dt className="text-sm font-medium text-stone-600">{t.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-stone-900" data-testid={`tile-${t.label.toLowerCase()}`}>
            {t.value}
            <span className="ml-1 text-sm font-medium text-stone-600">{t.unit}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

// Current Meal card (SPEC §2): title, description and chips for calories, protein, carbs, fat.
import type { Meal } from '../../../contracts/meal';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { readableDescription } from '../../lib/meal-text';

export function CurrentMealCard({ meal }: { meal: Meal }) {
  const chips = [
    ['Calories', `${Math.round(meal.macros.calories_kcal)} kcal`],
    ['Protein', `${Math.round(meal.macros.protein_g * 10) / 10} g`],
    ['Carbs', `${Math.round(meal.macros.carbs_g * 10) / 10} g`],
    ['Fat', `${Math.round(meal.macros.fat_g * 10) / 10} g`],
  ];
  return (
    <Card>
      <CardHeader>
        <p className="text-sm font-medium text-stone-600">Current Meal</p>
        <CardTitle>{meal.title}</CardTitle>
      </CardHeader>
      <CardContent>
        {meal.description ? <p className="text-stone-700">{readableDescription(meal.description)}</p> : null}
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Current nutrition">
          {chips.map(([label, value]) => (
            <li key={label} className="rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-800">
              <span className="font-semibold">{label}</span> {value}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

// Between the SPEC §3 meal (nested, snake_case) and its row (flat columns, so the daily summary
// can sum in SQL).
import type { AnalyzedMeal, Meal, MealComponent, MealType } from '../../../contracts/meal';
import type { meals } from '../../db/schema';

type MealRow = typeof meals.$inferSelect;
type NewMealRow = typeof meals.$inferInsert;

const round = (v: number, places = 1) => Math.round(v * 10 ** places) / 10 ** places;

export function toMealRow(meal: AnalyzedMeal, owner: { userId: string; sourceJobId: string | null }): NewMealRow {
  return {
    userId: owner.userId,
    sourceJobId: owner.sourceJobId,
    ...mealColumns(meal),
  };
}

/** The columns an analysis or an edit sets (everything but ownership and timestamps). */
export function mealColumns(meal: AnalyzedMeal) {
  return {
    title: meal.title,
    description: meal.description,
    date: meal.date,
    consumedAt: new Date(meal.context.consumed_at),
    mealType: meal.context.meal_type,
    imageUploads: meal.context.image_uploads ?? [],
    caloriesKcal: meal.macros.calories_kcal,
    proteinG: meal.macros.protein_g,
    carbsG: meal.macros.carbs_g,
    fatG: meal.macros.fat_g,
    fiberG: meal.macros.fiber_g,
    sugarG: meal.macros.sugar_g,
    sodiumMg: meal.macros.sodium_mg,
    saturatedG: meal.lipids_detail.saturated_g,
    cholesterolMg: meal.lipids_detail.cholesterol_mg,
    servings: meal.serving.servings,
    servingSizeG: meal.serving.serving_size_g,
    householdUnit: meal.serving.household_unit,
    micros: meal.micros,
    components: meal.components as Record<string, unknown>[],
    estimated: meal.estimated ?? false,
  };
}

export function fromMealRow(row: MealRow): Meal {
  return {
    id: row.id,
    source_job_id: row.sourceJobId,
    title: row.title,
    description: row.description,
    date: row.date,
    context: {
      consumed_at: (row.consumedAt ?? row.createdAt).toISOString(),
      meal_type: (row.mealType ?? 'snack') as MealType,
      image_uploads: row.imageUploads,
    },
    macros: {
      calories_kcal: round(row.caloriesKcal, 0),
      protein_g: round(row.proteinG),
      carbs_g: round(row.carbsG),
      fat_g: round(row.fatG),
      fiber_g: round(row.fiberG),
      sugar_g: round(row.sugarG),
      sodium_mg: round(row.sodiumMg, 0),
    },
    lipids_detail: { saturated_g: round(row.saturatedG), cholesterol_mg: round(row.cholesterolMg, 0) },
    serving: {
      servings: round(row.servings, 2),
      serving_size_g: round(row.servingSizeG),
      household_unit: row.householdUnit,
    },
    micros: row.micros,
    components: row.components as MealComponent[],
    ...(row.estimated ? { estimated: true } : {}),
  };
}

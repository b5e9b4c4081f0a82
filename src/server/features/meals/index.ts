// Public entry of the meals feature: its routes, and the meal ⇄ row mapping the queue handlers
// write and read meals with.
export { mealRoutes } from './routes';
export { fromMealRow, mealColumns, toMealRow } from './meal-row';

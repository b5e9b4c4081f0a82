// All dish tables, grouped by category and region in the files beside this one.
import type { DishDef } from '../defs';

export const DISHES: DishDef[] = [];

// All dish tables, grouped by category and region in the files beside this one.
import type { DishDef } from '../defs';
import { BREADS } from './breads';
import { CURRIES } from './curries';
import { DALS_TABLE } from './dals';

export const DISHES: DishDef[] = [...BREADS, ...DALS_TABLE, ...CURRIES];

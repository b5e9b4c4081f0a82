// All dish tables, grouped by category and region in the files beside this one.
import type { DishDef } from '../defs';
import { BREADS } from './breads';
import { BREAKFAST } from './breakfast';
import { CURRIES } from './curries';
import { DALS_TABLE } from './dals';
import { DRINKS } from './drinks';
import { RICE } from './rice';
import { SABZIS } from './sabzis';
import { SAMBAR_CHUTNEY } from './sambar-chutney';
import { SNACKS } from './snacks';
import { SWEETS } from './sweets';

export const DISHES: DishDef[] = [...BREADS, ...DALS_TABLE, ...CURRIES, ...SABZIS, ...RICE, ...BREAKFAST, ...SAMBAR_CHUTNEY, ...SNACKS, ...SWEETS, ...DRINKS];

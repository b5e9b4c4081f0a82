// Every hand-written table of the knowledge base, gathered for the build.
import type { DishDef, FoodDef } from './defs';
import { DISHES } from './dishes';
import { BASIC_FOODS } from './foods/basics';
import { EVERYDAY_FOODS } from './foods/everyday';
import { IFCT_SUPPLEMENTS } from './foods/ifct-supplements';
import { PACKAGED_FOODS } from './foods/packaged';
import { IFCT_NAMES } from './names/ifct-names';
import { WORD_VARIANTS } from './names/word-variants';
import { UNIT_ALIASES, UNITS } from './units';

export const FOODS: FoodDef[] = [...BASIC_FOODS, ...EVERYDAY_FOODS, ...PACKAGED_FOODS];

export { DISHES, IFCT_NAMES, IFCT_SUPPLEMENTS, UNITS, UNIT_ALIASES, WORD_VARIANTS };
export type { DishDef };

// Public surface of the food knowledge base.
export { createKnowledge, type Knowledge } from './knowledge';
export { normalizeName, singularize } from './normalize';
export { MACRO_KEYS, MICRO_KEYS, NUTRIENT_KEYS, atwaterKcal, type NutrientKey, type Nutrients } from './nutrients';
export type * from './types';

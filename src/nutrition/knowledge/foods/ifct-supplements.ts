// Values IFCT 2017 does not report for some of its foods (it has no vitamin B12 column and
// did not analyse cholesterol in milk or ghee), filled from the nearest USDA SR26 food.
// Only gaps are filled: a value IFCT reports is never overwritten.
import type { IfctSupplement } from '../defs';

// Vegetable oils: IFCT reports only their fats; USDA measures their minerals and B vitamins
// as zero or trace, so recipes with oil keep a known sodium, calcium ... total.
const OIL_TRACE = { sodium_mg: 0, calcium_mg: 0, iron_mg: 0.03, potassium_mg: 0, magnesium_mg: 0, zinc_mg: 0.01, phosphorus_mg: 0, thiamin_mg: 0, riboflavin_mg: 0, niacin_mg: 0, vitamin_b6_mg: 0, vitamin_c_mg: 0, folate_ug: 0, vitamin_b12_ug: 0, vitamin_a_ug: 0, vitamin_d_ug: 0 };
const OILS = ['T001', 'T002', 'T003', 'T004', 'T005', 'T006', 'T007', 'T008', 'T009', 'T010', 'T011', 'T012', 'T014'];

export const IFCT_SUPPLEMENTS: IfctSupplement[] = [
  ...OILS.map((code) => ({ code, source: 'USDA SR26 04042 (oil, peanut, salad or cooking)', n: OIL_TRACE })),
  { code: 'T013', source: 'USDA SR26 01003 (butter oil, anhydrous)', n: { sodium_mg: 2, calcium_mg: 4, iron_mg: 0, potassium_mg: 5, magnesium_mg: 0, zinc_mg: 0.01, phosphorus_mg: 3, thiamin_mg: 0.001, riboflavin_mg: 0.005, niacin_mg: 0.003, vitamin_b6_mg: 0.001, vitamin_c_mg: 0, folate_ug: 0 } },
  { code: 'T013', source: 'USDA SR26 01003 (butter oil, anhydrous)', n: { cholesterol_mg: 256, vitamin_a_ug: 840, vitamin_d_ug: 1.8, vitamin_e_mg: 2.8, vitamin_b12_ug: 0.01 } },
  { code: 'L002', source: 'USDA SR26 01211 (milk, whole, no added vitamins)', n: { cholesterol_mg: 10, vitamin_b12_ug: 0.45 } },
  { code: 'L001', source: 'USDA SR26 01108 (milk, Indian buffalo)', n: { cholesterol_mg: 19, vitamin_b12_ug: 0.36 } },
  { code: 'M001', source: 'USDA SR26 01123 (egg, whole, raw)', n: { vitamin_b12_ug: 0.89 } },
  { code: 'M004', source: 'USDA SR26 01129 (egg, whole, hard-boiled)', n: { vitamin_b12_ug: 1.11 } },
  { code: 'M007', source: 'USDA SR26 01128 (egg, whole, fried)', n: { vitamin_b12_ug: 0.97 } },
  { code: 'M002', source: 'USDA SR26 01124 (egg white, raw)', n: { cholesterol_mg: 0, vitamin_b12_ug: 0.09 } },
  { code: 'M005', source: 'USDA SR26 01124 (egg white, raw)', n: { cholesterol_mg: 0, vitamin_b12_ug: 0.09 } },
  { code: 'N003', source: 'USDA SR26 05062 (chicken breast, skinless, raw)', n: { vitamin_b12_ug: 0.21 } },
  { code: 'O001', source: 'USDA SR26 17168 (goat, raw)', n: { vitamin_b12_ug: 1.13 } },
  { code: 'O002', source: 'USDA SR26 17168 (goat, raw)', n: { vitamin_b12_ug: 1.13 } },
  { code: 'O003', source: 'USDA SR26 17168 (goat, raw)', n: { vitamin_b12_ug: 1.13 } },
];

// Values IFCT 2017 does not report for some of its foods (it has no vitamin B12 column and
// did not analyse cholesterol in milk or ghee), filled from the nearest USDA SR26 food.
// Only gaps are filled: a value IFCT reports is never overwritten.
import type { IfctSupplement } from '../defs';

export const IFCT_SUPPLEMENTS: IfctSupplement[] = [
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

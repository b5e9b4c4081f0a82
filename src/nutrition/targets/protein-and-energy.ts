// Protein, fat and energy.
//
// Protein 1.6-2.2 g/kg a day: Jäger R et al. International Society of Sports Nutrition position
// stand: protein and exercise. J Int Soc Sports Nutr 2017;14:20 (1.4-2.0 g/kg for most exercising
// people, higher in an energy deficit); Morton RW et al. A systematic review, meta-analysis and
// meta-regression of the effect of protein supplementation on resistance training-induced gains
// in muscle mass and strength. Br J Sports Med 2018;52:376-384 (gains plateau at 1.6 g/kg, upper
// 95 % confidence limit 2.2 g/kg). Spread as about 0.3 g/kg a meal: Moore DR et al. Protein
// ingestion to stimulate myofibrillar protein synthesis requires greater relative protein intakes
// in healthy older versus younger men. J Gerontol A 2015;70(1):57-62 (0.24 g/kg saturates young
// men; 0.3 g/kg with a margin, as ISSN 2017 suggests).
//   maintain 1.6 g/kg (the plateau), gain muscle 2.0, lose fat 2.2 (the top: spares lean mass).
//
// Fat: at least 20 % of energy (ACSM/AND/DC 2016: intakes below 20 % bring no benefit and risk
// fat-soluble vitamins and essential fatty acids). Energy is the sum of the three, 4/4/9 kcal/g,
// with fat a share of it: E = 4·C + 4·P + 9·F and 9·F = s·E, so E = (4·C + 4·P) / (1 − s).
//   maintain   s = 30 % (the middle of the usual 20-35 %)
//   gain muscle s = 35 %: about 8 % more energy than maintaining, a modest surplus
//   lose fat   s = 20 % (the floor) and carbohydrate lower in its range on ordinary training
//              days: about 10-20 % less energy, a modest deficit; never below 20 % fat.
import type { Goal } from './types';

export const PROTEIN_RANGE_G_PER_KG = [1.6, 2.2] as const;
export const PROTEIN_G_PER_KG: Record<Goal, number> = { maintain: 1.6, 'gain-muscle': 2.0, 'lose-fat': 2.2 };
export const PROTEIN_PER_MEAL_G_PER_KG = 0.3;
export const MIN_FAT_SHARE = 0.2;
export const FAT_SHARE: Record<Goal, number> = { maintain: 0.3, 'gain-muscle': 0.35, 'lose-fat': 0.2 };
export const KCAL_PER_G = { carbs: 4, protein: 4, fat: 9 } as const;

export function energyFromMacros(opts: { carbsG: number; proteinG: number; goal: Goal }): {
  kcal: number;
  fatG: number;
} {
  const share = FAT_SHARE[opts.goal];
  const kcal = (KCAL_PER_G.carbs * opts.carbsG + KCAL_PER_G.protein * opts.proteinG) / (1 - share);
  return { kcal, fatG: (share * kcal) / KCAL_PER_G.fat };
}

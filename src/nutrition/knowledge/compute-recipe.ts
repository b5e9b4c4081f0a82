// Nutrients of a cooked dish from its recipe: the sum of its ingredients' nutrients, spread
// over the cooked weight. Cooking changes weight (water lost or absorbed) but, to first order,
// not the nutrients, which is the standard "yield factor" method of recipe calculation
// (FAO/INFOODS guidelines); vitamin losses on cooking are not modelled.
import { NUTRIENT_KEYS, type NutrientKey, type Nutrients } from './nutrients';
import type { Recipe, RecipeLine } from './types';

export interface RecipeInput {
  ingredients: RecipeLine[];
  /** Weight of the finished dish made from these ingredients, including frying oil. */
  cookedWeightG: number;
  fry?: { oil: string; absorption: number };
  basis: string;
}

export type IngredientLookup = (ref: string) => Nutrients | undefined;

// An ingredient with an unknown value may be ignored (counted as 0) only while it is a small
// part of the dish's dry matter; beyond that the dish's value is unknown too.
const MAX_UNKNOWN_SHARE = 0.2;

const dryMass = (n: Nutrients, grams: number): number => grams * (1 - (n.water_g ?? 0) / 100);

export function computeRecipe(input: RecipeInput, lookup: IngredientLookup): { recipe: Recipe; per100g: Nutrients } {
  const lines = [...input.ingredients];
  const rawWeightG = lines.reduce((s, l) => s + l.grams, 0);
  let preFryWeight = input.cookedWeightG;
  if (input.fry) {
    const oilG = input.cookedWeightG * input.fry.absorption;
    preFryWeight = input.cookedWeightG - oilG;
    lines.push({ ref: input.fry.oil, grams: Number(oilG.toFixed(2)) });
  }
  const resolved = lines.map((l) => {
    const n = lookup(l.ref);
    if (!n) throw new Error(`unknown ingredient "${l.ref}"`);
    return { line: l, n };
  });
  const totalDry = resolved.reduce((s, r) => s + dryMass(r.n, r.line.grams), 0) || 1;
  // Cooking can remove water but not solids: a cooked weight below the solids is a typo.
  if (totalDry > input.cookedWeightG * 1.02) {
    throw new Error(`cooked weight ${input.cookedWeightG} g is below the ${totalDry.toFixed(0)} g of solids in the ingredients`);
  }

  const per100g: Nutrients = {};
  for (const key of NUTRIENT_KEYS) {
    let sum = 0;
    let unknownDry = 0;
    for (const { line, n } of resolved) {
      const v = n[key as NutrientKey];
      if (v === null || v === undefined) unknownDry += dryMass(n, line.grams);
      else sum += (v * line.grams) / 100;
    }
    if (key === 'water_g') {
      // Water is what cooking removes or adds: the cooked weight minus the solids.
      const solids = resolved.reduce((s, r) => s + dryMass(r.n, r.line.grams), 0);
      per100g.water_g = round(Math.max(0, ((input.cookedWeightG - solids) / input.cookedWeightG) * 100));
      continue;
    }
    per100g[key] = unknownDry / totalDry > MAX_UNKNOWN_SHARE ? null : round((sum / input.cookedWeightG) * 100);
  }
  return {
    recipe: {
      ingredients: lines,
      yieldFactor: Number((preFryWeight / rawWeightG).toFixed(3)),
      ...(input.fry ? { fry: input.fry } : {}),
      rawWeightG: Number(rawWeightG.toFixed(1)),
      cookedWeightG: input.cookedWeightG,
      basis: input.basis,
    },
    per100g,
  };
}

function round(v: number): number {
  return Math.abs(v) >= 10 ? Number(v.toFixed(1)) : Number(v.toFixed(3));
}

// The INDB recipes (../shared/reference/indb/INDB.csv, read by dev tools only) with the names a
// person would type for them: "Radish parantha/paratha (Mooli ka parantha/paratha)" answers to
// "radish parantha", "radish paratha", "mooli ka parantha" and "mooli ka paratha".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsvObjects } from './csv';
import { PROJECT_ROOT } from './paths';

export const INDB_FILE = join(PROJECT_ROOT, '..', 'shared', 'reference', 'indb', 'INDB.csv');

export interface IndbRecipe {
  code: string;
  name: string;
  kcalPer100g: number;
  /** Grams of one INDB serving (its per-serving energy over its per-100 g energy), when given. */
  servingG?: number;
  servingUnit: string;
  names: string[];
}

/** "a/b c" → ["a c", "b c"]: a slash between words offers either word. */
function expandSlashes(phrase: string): string[] {
  const words = phrase.split(/\s+/).filter(Boolean);
  let out = [''];
  for (const w of words) {
    const alts = w.split('/').filter(Boolean);
    out = out.flatMap((prefix) => alts.map((a) => `${prefix} ${a}`.trim()));
    if (out.length > 16) break;
  }
  return out;
}

export function indbNames(foodName: string): string[] {
  const names = new Set<string>();
  const m = /^(.*?)\s*\((.*)\)\s*$/.exec(foodName.trim());
  // Alternatives in the parentheses are separated by a slash with a space ("Puli rasam/ Charu");
  // a slash between two words offers either word ("Suji/Rava daliya": suji daliya, rava daliya),
  // never the first word alone.
  const parts = m ? [foodName.trim(), m[1] ?? '', ...(m[2] ?? '').split(/\s+\/\s*|\s*\/\s+/)] : [foodName.trim()];
  for (const part of parts) {
    if (!part.trim()) continue;
    names.add(part.trim());
    for (const e of expandSlashes(part)) names.add(e);
  }
  return [...names];
}

export function readIndbRecipes(file = INDB_FILE): IndbRecipe[] | undefined {
  if (!existsSync(file)) return undefined;
  return parseCsvObjects(readFileSync(file, 'utf8')).map((r) => {
    const kcal = Number(r.energy_kcal);
    const perServing = Number(r.unit_serving_energy_kcal);
    const servingG = kcal > 0 && perServing > 0 ? (perServing / kcal) * 100 : undefined;
    return {
      code: r.food_code ?? '',
      name: r.food_name ?? '',
      kcalPer100g: kcal,
      ...(servingG ? { servingG } : {}),
      servingUnit: r.servings_unit ?? '',
      names: indbNames(r.food_name ?? ''),
    };
  });
}

// The INDB recipes (../shared/reference/indb/INDB.csv, read by dev tools only) with the names a
// person would type for them: "Radish parantha/paratha (Mooli ka parantha/paratha)" answers to
// "radish parantha", "radish paratha", "mooli ka parantha" and "mooli ka paratha".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Knowledge } from '../../src/nutrition/knowledge/knowledge';
import type { KnowledgeEntry } from '../../src/nutrition/knowledge/types';
import { parseCsvObjects } from './csv';
import { REFERENCE_DIR } from './paths';

export const INDB_FILE = join(REFERENCE_DIR, 'indb', 'INDB.csv');

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

export interface IndbRecognition {
  recipes: number;
  /** Recipes one of whose names is a name of the knowledge base. */
  recognised: number;
  /** … whose entry's default serving INDB (±50 %) or a USDA portion supports, or INDB's own row. */
  servingSupported: number;
}

/**
 * How many INDB recipes a knowledge base recognises. A serving is supported when the entry is
 * INDB's own row (its serving from INDB or a cited FNDDS portion), its default serving is within
 * ±50 % of INDB's, or the serving's weight is a USDA portion (FNDDS or SR26, cited in its label
 * or in the units row it comes from).
 */
export function indbRecognition(k: Knowledge, recipes: IndbRecipe[]): IndbRecognition {
  const cites = (text: string) => /\b(FNDDS|SR26)\b/.test(text);
  const usdaPortion = (entry: KnowledgeEntry): boolean => {
    const s = entry.defaultServing;
    if (cites(s.label)) return true;
    return k.units.some(
      (u) => u.unit === s.unit && u.grams === s.grams && (u.pieceKind ? u.pieceKind === entry.pieceKind : u.servingClass === entry.servingClass) && cites(u.source),
    );
  };
  let recognised = 0;
  let servingSupported = 0;
  for (const r of recipes) {
    const entry = r.names.map((n) => k.findByName(n)).find((e): e is KnowledgeEntry => e !== undefined);
    if (!entry) continue;
    recognised++;
    const own = entry.source === `INDB ${r.code}`;
    const near = r.servingG !== undefined && Math.abs(entry.defaultServing.grams / r.servingG - 1) <= 0.5;
    if (own || near || usdaPortion(entry)) servingSupported++;
  }
  return { recipes: recipes.length, recognised, servingSupported };
}

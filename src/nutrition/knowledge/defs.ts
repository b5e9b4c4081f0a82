// Shapes of the hand-written tables (foods/, dishes/, units, names) and small helpers that
// keep those tables short. The build turns these definitions into KnowledgeEntry rows.
import type { Nutrients } from './nutrients';
import type { DishCategory, Region, Serving, ServingClass } from './types';

export interface FoodDef {
  /** Slug, unique among foods; the entry id becomes `food:<id>`. */
  id: string;
  name: string;
  names?: string[];
  category: string;
  servingClass: ServingClass;
  pieceKind?: string;
  serving: Serving;
  /** "USDA SR26 01116", "USDA FNDDS 2017-18 51300175", "label: Amul Taaza toned milk". */
  source: string;
  n: Nutrients;
  densityGPerMl?: number;
  notes?: string[];
  /** Household portions of this very food (imported USDA portions). */
  portions?: Array<{ label: string; grams: number }>;
}

export interface DishDef {
  /** Slug, unique among dishes; the entry id becomes `dish:<id>`. */
  id: string;
  name: string;
  names?: string[];
  region: Region;
  category: DishCategory;
  servingClass: ServingClass;
  pieceKind?: string;
  serving: Serving;
  /** Ingredient → grams (IFCT code, curated food id, or "water"). */
  ingredients: Record<string, number>;
  /** Weight of the finished batch, including any frying oil. */
  cookedG?: number;
  /** Or: cooked weight ÷ ingredient weight (before frying oil); used when cookedG is absent. */
  yieldFactor?: number;
  fry?: { oil: string; absorption: number };
  /** The recipe convention, e.g. "standard home recipe, per 1 katori (150 g)". */
  basis: string;
  densityGPerMl?: number;
}

/** Extra values for an IFCT food that IFCT does not report, each with its own source. */
export interface IfctSupplement {
  code: string;
  n: Nutrients;
  source: string;
}

export const serving = (unit: string, grams: number, label: string): Serving => ({ unit, grams, label });
export const katori = (grams: number): Serving => serving('katori', grams, `1 katori (${grams} g)`);
export const glass = (ml: number, grams = ml): Serving => serving('glass', grams, `1 glass (${ml} ml)`);
export const cup = (ml: number, grams = ml): Serving => serving('cup', grams, `1 cup (${ml} ml)`);
export const piece = (grams: number, what = 'piece'): Serving => serving('piece', grams, `1 ${what} (${grams} g)`);
export const plate = (grams: number): Serving => serving('plate', grams, `1 plate (${grams} g)`);
export const tbsp = (grams: number): Serving => serving('tablespoon', grams, `1 tbsp (${grams} g)`);
export const tsp = (grams: number): Serving => serving('teaspoon', grams, `1 tsp (${grams} g)`);
export const grams = (g: number): Serving => serving('gram', g, `${g} g`);

export type { Nutrients, Region, DishCategory, ServingClass };

// Shapes of the knowledge rows as the build reads them from the data files (knowledge/, parsed by
// the zod schemas in schemas.ts) and from an operator's USDA overlay. The build turns them into
// KnowledgeEntry rows.
import type { Nutrients } from './nutrients';
import type { DishCategory, Region, Role, Serving, ServingClass, Tag } from './types';

export interface FoodDef {
  /** Slug, unique among foods; the entry id becomes `food:<id>`. */
  id: string;
  name: string;
  names?: string[];
  category: string;
  /** Defaults from the serving class when absent (overlay foods). */
  role?: Role;
  servingClass: ServingClass;
  pieceKind?: string;
  countPiece?: string;
  tags?: Tag[];
  contains?: string[];
  serving: Serving;
  /** "USDA SR26 01116", "USDA FNDDS 2017-18 51300175", "INDB ASC079", "label: Amul Taaza toned milk". */
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
  role: Role;
  servingClass: ServingClass;
  pieceKind?: string;
  countPiece?: string;
  serving: Serving;
  /** Raw ingredients as weighed into the pot: IFCT code, curated food id, or "water". */
  ingredients: Array<{ ref: string; grams: number; note?: string }>;
  /** Weight of the finished batch, including any frying oil. */
  cookedG: number;
  fry?: { oil: string; absorption: number };
  /** The recipe convention, e.g. "standard home recipe, per 1 katori (150 g)". */
  basis: string;
  densityGPerMl?: number;
  parts?: string[];
  contains?: string[];
  tags?: Tag[];
  indb?: string[];
  indbReason?: string;
}

/** Extra values for an IFCT food that IFCT does not report, each with its own source. */
export interface IfctSupplement {
  code: string;
  n: Nutrients;
  source: string;
}

/** An IFCT value replaced by another source's, or made unknown (value null). */
export interface IfctOverride {
  code: string;
  nutrient: keyof Nutrients;
  value: number | null;
  source?: string;
  reason: string;
}

/** Serving and attributes of IFCT rows: per food group, then per code. */
export interface IfctGroupDefaults {
  servingClass: ServingClass;
  role: Role;
  serving: Serving;
  densityGPerMl?: number;
  pieceKind?: string;
}
export interface IfctAttributes {
  servingClass?: ServingClass;
  role?: Role;
  serving?: Serving;
  densityGPerMl?: number;
  pieceKind?: string;
  countPiece?: string;
  tags?: Tag[];
}

export type { Nutrients, Region, DishCategory, ServingClass };

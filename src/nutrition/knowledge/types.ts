import type { Nutrients } from './nutrients';

export type { Nutrients } from './nutrients';

/** Where a dish is from. "pan-indian" is eaten everywhere in India in much the same form. */
export type Region =
  | 'north-indian'
  | 'south-indian'
  | 'east-indian'
  | 'west-indian'
  | 'pan-indian'
  | 'pakistani'
  | 'bangladeshi'
  | 'sri-lankan'
  | 'nepali'
  | 'international';

export type DishCategory =
  | 'bread'
  | 'dal'
  | 'sabzi'
  | 'curry'
  | 'rice'
  | 'breakfast'
  | 'chutney'
  | 'snack'
  | 'sweet'
  | 'drink'
  | 'side'
  | 'egg'
  | 'soup';

/**
 * How a food is portioned at the table; household units are looked up per serving class
 * (a katori of dal weighs more than a katori of dry sabzi).
 */
export type ServingClass =
  | 'liquid' // dal, sambar, rasam, kadhi, soup, thin gravies
  | 'curry' // gravy with pieces (chicken curry, paneer butter masala, chole)
  | 'dry' // dry sabzi, poriyal, bhurji, keema
  | 'rice' // rice, pulao, biryani, khichdi, upma, poha
  | 'dessert' // kheer, halwa, payasam, shrikhand
  | 'beverage' // chai, lassi, milk, juice
  | 'curd' // curd, raita
  | 'condiment' // chutney, pickle, ghee, sauce
  | 'fat' // oils and ghee
  | 'powder' // protein powder, milk powder, sattu
  | 'grain-dry' // uncooked oats, muesli, flakes, flour
  | 'nuts' // nuts, seeds, dry fruit
  | 'fruit'
  | 'vegetable'
  | 'meat' // cooked or raw meat, fish, paneer by weight
  | 'egg'
  | 'bread-slice'
  | 'biscuit'
  | 'spread'
  | 'piece' // counted items with their own size table (roti, idli, samosa ...)
  | 'solid';

export type EntryKind = 'ifct' | 'food' | 'dish';

/** What part a food plays in a meal (read by the parser instead of matching names). */
export type Role = 'main' | 'side' | 'bread' | 'condiment' | 'garnish' | 'drink' | 'supplement' | 'snack' | 'sweet' | 'ingredient';

/**
 * Attributes the engine reads: `addable` (added to or taken from another food: "extra cheese"),
 * `sweetener` ("less sugar" finds any sweetener in a recipe), `egg-dish` (counted by its eggs:
 * "omelette of 3 eggs"), `garnish-by-spoon` (added to a dish without an amount it is a
 * tablespoon: sev on poha, pomegranate on curd rice; nuts are read so by their class),
 * `eaten-raw` (a raw vegetable that stays raw beside a meal: cucumber, onion, carrot; other IFCT
 * vegetables and pulses named as a dish are read as the cooked dish, parse/structure.ts),
 * `whole-meal` (a thali or a sadya: named without an amount after its foods it is the occasion,
 * not one more meal).
 */
export type Tag = 'addable' | 'sweetener' | 'egg-dish' | 'garnish-by-spoon' | 'eaten-raw' | 'whole-meal';

export interface Serving {
  /** Household unit key from the units table, e.g. "katori", "piece", "glass". */
  unit: string;
  grams: number;
  /** A readable description, e.g. "1 medium roti (7 in)". */
  label: string;
}

export interface RecipeLine {
  /** IFCT code (e.g. "A019"), curated food id (e.g. "salt") or "water". */
  ref: string;
  grams: number;
}

export interface Recipe {
  ingredients: RecipeLine[];
  /** Cooked weight ÷ total ingredient weight, before frying oil is added. */
  yieldFactor: number;
  /** Frying: oil id and the share of the finished food's weight that is absorbed oil. */
  fry?: { oil: string; absorption: number };
  rawWeightG: number;
  cookedWeightG: number;
  /** e.g. "standard home recipe, per 1 katori (150 g)". */
  basis: string;
}

export interface KnowledgeEntry {
  /** Stable id: "ifct:A019", "food:whey-protein-isolate", "dish:dal-tadka". */
  id: string;
  kind: EntryKind;
  /** Preferred English display name. */
  name: string;
  /** IFCT food group for IFCT rows; a shelf category for foods; DishCategory for dishes. */
  category: string;
  region?: Region;
  servingClass: ServingClass;
  role: Role;
  /** A piece-class entry's size table key (e.g. "roti", "idli"); defaults to the id's slug. */
  pieceKind?: string;
  /** Piece kind in which a bare count of this food is read ("25 grapes", "5 dates"). */
  countPiece?: string;
  tags?: Tag[];
  /** A combination's parts (rajma chawal: rajma and rice), as entry ids. */
  parts?: string[];
  /** Entries the food contains besides its recipe's lines (milk in a packaged shake), as ids; a dish's recipe lines count as contained too. */
  contains?: string[];
  /** INDB recipe codes of the same food, and why the energy differs by more than 25 % if it does. */
  indb?: string[];
  indbReason?: string;
  defaultServing: Serving;
  per100g: Nutrients;
  /** e.g. "IFCT 2017 A019", "USDA SR26 01123", "label: Amul Taaza toned milk", "recipe". */
  source: string;
  /** Transformations applied to the source values, said in words. */
  notes?: string[];
  /** Every name this entry answers to (display forms, not normalised). */
  names: string[];
  /** Approximate density for ml ↔ g conversions of drinks and liquids (g per ml). */
  densityGPerMl?: number;
  recipe?: Recipe;
  /** Household portions of this very food with their weights (from imported USDA data). */
  portions?: Array<{ label: string; grams: number }>;
}

export type UnitSize = 'small' | 'medium' | 'large';

export interface HouseholdUnitRow {
  unit: string;
  /** The serving class the weight applies to, or "*" for any class. */
  servingClass: ServingClass | '*';
  /** For `piece` rows: the kind of piece (roti, idli ...). */
  pieceKind?: string;
  size?: UnitSize;
  grams: number;
  /** Volume of the vessel when the unit is a volume (katori, glass ...). */
  ml?: number;
  /** Where the number comes from, or the stated convention. */
  source: string;
}

/** The generated knowledge file (JSON), as written by scripts/knowledge/build.ts. */
export interface KnowledgeFile {
  formatVersion: 3;
  inputsHash: string;
  entries: KnowledgeEntry[];
  units: HouseholdUnitRow[];
  /** Unit words and spellings → unit key ("katora" → "katori", "tbsp" → "tablespoon"). */
  unitAliases: Record<string, string>;
  /** Normalised name → entry id (the preferred entry when several share a name). */
  names: Record<string, string>;
  /** A generic word → the names of its everyday form, tried in order ("rice" → steamed rice). */
  preferred: Record<string, string[]>;
  /** Word-for-word alternatives ("chawal" → "rice"). */
  wordSynonyms: Record<string, string>;
  /**
   * A dry staple's entry id → the dish it is eaten as when a meal names it without a weight
   * ("oats" → oats porridge; "50 g oats" stays the dry oats). Absent in older files.
   */
  servedAs?: Record<string, string>;
  /**
   * Everyday words of the languages our users write: English from SUBTLEX-US word frequencies,
   * romanised South Asian words from knowledge/language/ordinary-words.csv. Such a word is never
   * spell-corrected into a food ("rain", "baad"), and when it is itself a food name ("date",
   * "jam", "toast") the parser wants some other sign of a meal before reading it as food.
   */
  everydayWords: string[];
  /**
   * Phrases whose words name foods but which are never food: idioms ("khichdi ho gayi", "koi
   * halwa nahi", "meat of the bat"), verbs that sound like foods ("daal rahe"), events named after
   * a brand ("coca cola cup"). knowledge/language/idioms.csv. Absent in older files.
   */
  idioms?: string[];
  /**
   * An edit instruction's verbs and function words in the languages our athletes mix into
   * Hinglish, as the Hindi or English word the edit readers know ("khai ni" → "nahi khaya").
   * knowledge/language/edit-words.csv. Absent in older files.
   */
  editWords?: Record<string, string>;
}

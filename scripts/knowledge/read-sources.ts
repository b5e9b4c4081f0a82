// Reads every input of the knowledge build from disk: the IFCT CSVs from node_modules, the
// hand-written tables (imported as modules) and the optional operator overlay.
import { existsSync, readFileSync } from 'node:fs';
import type { FoodDef } from '../../src/nutrition/knowledge/defs';
import type { KnowledgeSources } from '../../src/nutrition/knowledge/build/assemble';
import type { IfctRow } from '../../src/nutrition/knowledge/ifct-row';
import * as tables from '../../src/nutrition/knowledge/tables';
import { parseCsvObjects } from './csv';
import { OVERLAY_FILE, ifctCsv } from './paths';

/** IFCT compositions with short column keys ("Energy; enerc" → "enerc"). */
export function readIfctRows(): IfctRow[] {
  const text = readFileSync(ifctCsv('compositions'), 'utf8');
  return parseCsvObjects(text, 0, (h) => h.split('; ')[1] ?? h);
}

export function readOverlayFoods(path = OVERLAY_FILE): FoodDef[] {
  if (!existsSync(path)) return [];
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as { foods?: FoodDef[] };
  return parsed.foods ?? [];
}

export function readSources(): KnowledgeSources {
  return {
    ifctRows: readIfctRows(),
    ifctSupplements: tables.IFCT_SUPPLEMENTS,
    foods: tables.FOODS,
    overlayFoods: readOverlayFoods(),
    dishes: tables.DISHES,
    units: tables.UNITS,
    unitAliases: tables.UNIT_ALIASES,
    ifctNames: tables.IFCT_NAMES,
    wordVariants: tables.WORD_VARIANTS,
  };
}

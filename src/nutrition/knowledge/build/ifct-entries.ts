// IFCT 2017 rows → knowledge entries (raw foods per 100 g edible portion). How a row is served
// and what it is (role, counted pieces, tags) comes from the data: per food group
// (knowledge/foods/ifct-groups.csv), then per code (ifct-attributes.csv).
import type { IfctAttributes, IfctGroupDefaults, IfctOverride, IfctSupplement } from '../defs';
import { ifctNutrients, type IfctRow } from '../ifct-row';
import type { KnowledgeEntry } from '../types';

export interface IfctData {
  groups: Record<string, IfctGroupDefaults>;
  attributes: Record<string, IfctAttributes>;
  supplements: IfctSupplement[];
  overrides: IfctOverride[];
}

/** Local names from IFCT's `lang` field: "A. Moricha guti; B., H. Arhar dal; Tel. Neerulli/Ullipaya." */
export function parseLocalNames(lang: string): string[] {
  const names: string[] = [];
  for (const part of lang.split(';')) {
    const m = /^\s*((?:[A-Z][a-z]{0,4}\.\s*,?\s*)+)(.*)$/.exec(part.trim());
    const body = (m ? m[2] : part)?.replace(/\.\s*$/, '').trim() ?? '';
    for (const alt of body.split(/[,/]/)) {
      const name = alt.replace(/\s+/g, ' ').trim();
      if (name.length >= 2) names.push(name);
    }
  }
  return names;
}

const FALLBACK: IfctGroupDefaults = { servingClass: 'solid', role: 'ingredient', serving: { unit: 'gram', grams: 100, label: '100 g' } };

export function ifctEntries(rows: IfctRow[], data: IfctData): KnowledgeEntry[] {
  const supplementsByCode = new Map<string, IfctSupplement[]>();
  for (const s of data.supplements) supplementsByCode.set(s.code, [...(supplementsByCode.get(s.code) ?? []), s]);
  const overridesByCode = new Map<string, IfctOverride[]>();
  for (const o of data.overrides) overridesByCode.set(o.code, [...(overridesByCode.get(o.code) ?? []), o]);
  return rows.map((row) => {
    const code = row.code ?? '';
    const { per100g, notes } = ifctNutrients(row);
    for (const supplement of supplementsByCode.get(code) ?? []) {
      for (const [key, value] of Object.entries(supplement.n) as Array<[keyof typeof per100g, number]>) {
        if (per100g[key] === null || per100g[key] === undefined) {
          per100g[key] = value;
          notes.push(`${key} from ${supplement.source} (not reported by IFCT)`);
        }
      }
    }
    // Last, so that a value made unknown stays unknown: one checked against USDA and found
    // implausible (decision 013) is replaced or unknown.
    for (const o of overridesByCode.get(code) ?? []) {
      per100g[o.nutrient] = o.value;
      notes.push(o.value === null ? `${o.nutrient} made unknown: ${o.reason}` : `${o.nutrient} from ${o.source ?? '?'}: ${o.reason}`);
    }
    const group = data.groups[row.grup ?? ''] ?? FALLBACK;
    const own = data.attributes[code] ?? {};
    const pieceKind = own.pieceKind ?? group.pieceKind;
    const density = own.densityGPerMl ?? group.densityGPerMl;
    const entry: KnowledgeEntry = {
      id: `ifct:${code}`,
      kind: 'ifct',
      name: row.name ?? code,
      category: row.grup ?? 'IFCT',
      servingClass: own.servingClass ?? group.servingClass,
      role: own.role ?? group.role,
      ...(pieceKind ? { pieceKind } : {}),
      ...(own.countPiece ? { countPiece: own.countPiece } : {}),
      ...(own.tags && own.tags.length > 0 ? { tags: own.tags } : {}),
      defaultServing: own.serving ?? group.serving,
      per100g,
      source: `IFCT 2017 ${code}`,
      ...(notes.length > 0 ? { notes } : {}),
      names: [row.name ?? code, ...parseLocalNames(row.lang ?? '')],
      ...(density ? { densityGPerMl: density } : {}),
    };
    return entry;
  });
}

// A combination (rajma chawal, chole bhature) as its parts, so one part can change alone and a
// benchmark can measure a part inside a combination the same way before and after an edit.
import type { MealComponent } from '../../contracts/meal';
import type { Knowledge, KnowledgeEntry } from '../knowledge';
import { itemComponent } from '../meal';

/**
 * The entries a combination is made of: its parts, and for a dish whose one listed part is its
 * bread (pav bhaji: the pav) the dish it contains beside it (the bhaji). The parser keeps that
 * bread as the one part ("pav bhaji with 2 pav" is the plate), an edit needs both.
 */
function partEntries(knowledge: Knowledge, entry: KnowledgeEntry | undefined): KnowledgeEntry[] {
  const ids = entry?.parts ?? [];
  const all = ids.length === 1 ? [...ids, ...(entry?.contains ?? [])] : ids;
  return all.map((id) => knowledge.byId.get(id)).filter((e): e is KnowledgeEntry => e !== undefined);
}

/**
 * Pieces of a part on one serving of the combination, as its serving label counts them ("1 plate:
 * 2 bhature with chole", "bhaji with 2 buttered pav"): a number followed, within two words, by a
 * name of the part. Undefined when the label does not count it.
 */
function labelCount(knowledge: Knowledge, entry: KnowledgeEntry, part: KnowledgeEntry): number | undefined {
  const words = entry.defaultServing.label.toLowerCase().split(/[^a-z0-9.]+/);
  for (let i = 0; i < words.length; i++) {
    const n = Number(words[i]);
    if (!Number.isInteger(n) || n <= 0 || /g$/.test(words[i + 1] ?? '')) continue;
    const named = [words[i + 1], words[i + 2]].some((w) => w && knowledge.findByName(w)?.id === part.id);
    if (named) return n;
  }
  return undefined;
}

/**
 * One component per part of a combination component, each at its share of the combination's
 * weight by the parts' own default servings; [] when the food is not a combination. A part
 * counted in pieces comes in whole pieces, as many as the serving label counts (2 bhature on a
 * plate of chole bhature) or else the nearest whole number, at least one; the rest of the weight
 * goes to the other parts by their shares.
 */
export function combinationParts(knowledge: Knowledge, c: MealComponent): MealComponent[] {
  const entry = knowledge.byId.get(c.food_id);
  const parts = partEntries(knowledge, entry);
  if (!entry || parts.length < 2) return [];
  const servings = parts.map((p) => itemComponent(knowledge, p));
  const total = servings.reduce((s, p) => s + p.grams, 0);
  const shares = servings.map((p) => (c.grams * p.grams) / total);
  const plates = entry.defaultServing.grams > 0 ? c.grams / entry.defaultServing.grams : 1;
  let whole = servings.map((p, i) => {
    const part = parts[i];
    if (p.unit !== 'piece' || p.grams <= 0 || !part) return undefined;
    const labelled = labelCount(knowledge, entry, part);
    const count = labelled !== undefined ? labelled * plates : (shares[i] ?? 0) / p.grams;
    return Math.max(1, Math.round(count)) * p.grams;
  });
  const fixed = whole.reduce<number>((s, w) => s + (w ?? 0), 0);
  const rest = servings.reduce((s, _, i) => s + (whole[i] === undefined ? (shares[i] ?? 0) : 0), 0);
  // only pieces, or more pieces than the plate weighs: the plain shares
  const plain = rest === 0 || fixed >= c.grams;
  if (plain) whole = servings.map(() => undefined);
  const left = plain ? c.grams : c.grams - fixed;
  const restTotal = plain ? c.grams : rest;
  return servings.map((p, i) => {
    const grams = Math.round((whole[i] ?? ((shares[i] ?? 0) * left) / restTotal) * 10) / 10;
    return {
      ...p,
      grams,
      quantity: Math.round((((p.quantity ?? 1) * grams) / Math.max(p.grams, 1)) * 100) / 100,
      role: c.role,
    };
  });
}

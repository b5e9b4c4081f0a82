// "3 slices from the 400 g brown bread pack", "2 biscuits from a 200 g packet": the weight after
// "from" is the pack's, and the count before it is what was eaten. The pack's weight is left out
// before anything is read, so it never becomes the amount.
import type { Knowledge } from '../knowledge/knowledge';
import { isMeasureUnit } from '../serving';
import { readAmount } from './quantity';
import { readUnit } from './amount-block';
import type { Token } from './tokenize';

const ARTICLE = new Set(['the', 'a', 'an', 'my', 'our']);
const PACKS = new Set(['pack', 'packet', 'packets', 'box', 'tin', 'jar', 'tub', 'dabba', 'carton', 'bag', 'pouch']);

/** "from" said after the pack, in Bengali, Hindi, Gujarati and Telugu: "tin theke 4 te", "dabbe mein se 2". */
const FROM_AFTER = new Set(['theke', 'se', 'thi', 'nunchi', 'ninchi']);
const CLASSIFIERS = new Set(['te', 'ta', 'ti', 'to', 'gota']);

/**
 * "haldiram er 1 kg rosogollar tin theke 4 te khelam": a pack weighed before its food and a count
 * taken from it after "theke" (from) is that count of the food, not the pack.
 */
function countFromPackAfter(tokens: Token[], knowledge: Knowledge): Token[] {
  for (let i = 1; i + 2 < tokens.length; i++) {
    if (!PACKS.has(tokens[i]?.t ?? '')) continue;
    let f = i + 1;
    if (tokens[f]?.t === 'mein' || tokens[f]?.t === 'me') f++;
    if (!FROM_AFTER.has(tokens[f]?.t ?? '') || tokens[f + 1]?.kind !== 'num') continue;
    const count = f + 1;
    // the pack's weight before the food, in the same clause
    for (let k = i - 1; k >= 0 && tokens[k]?.kind !== 'sep'; k--) {
      const weight = tokens[k]?.kind === 'num' ? readAmount(tokens, k) : undefined;
      const unit = weight ? readUnit(tokens, weight.end, knowledge, true) : undefined;
      if (!weight || !unit || !isMeasureUnit(unit.unit)) continue;
      const after = count + 1 + (CLASSIFIERS.has(tokens[count + 1]?.t ?? '') ? 1 : 0);
      const n = tokens[count];
      return n ? [...tokens.slice(0, k), n, ...tokens.slice(unit.end, i), ...tokens.slice(after)] : tokens;
    }
  }
  return tokens;
}

export function withoutPackSize(said: Token[], knowledge: Knowledge): Token[] {
  const tokens = countFromPackAfter(said, knowledge);
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i]?.t !== 'from' || tokens[i]?.kind !== 'word') continue;
    // a count said before it, in the same clause ("3 slices from …")
    let counted = false;
    for (let k = i - 1; k >= 0 && tokens[k]?.kind !== 'sep'; k--) if (tokens[k]?.kind === 'num') counted = true;
    if (!counted) continue;
    let j = i + 1;
    if (ARTICLE.has(tokens[j]?.t ?? '')) j++;
    const weight = readAmount(tokens, j);
    const unit = weight ? readUnit(tokens, weight.end, knowledge, true) : undefined;
    if (!weight || !unit || !isMeasureUnit(unit.unit)) continue;
    // the pack itself goes too, right after its weight ("a 200 g packet of marie") or after the
    // food it holds ("the 400 g brown bread pack")
    let end = unit.end;
    const container = PACKS.has(tokens[end]?.t ?? '');
    if (container) end += tokens[end + 1]?.t === 'of' ? 2 : 1;
    const rest = tokens.slice(end);
    const later = container
      ? -1
      : rest.findIndex((t, k) => PACKS.has(t.t) && !rest.slice(0, k).some((x) => x.kind === 'sep'));
    return [...tokens.slice(0, i), ...rest.filter((_, k) => k !== later)];
  }
  return tokens;
}

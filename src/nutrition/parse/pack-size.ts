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

export function withoutPackSize(tokens: Token[], knowledge: Knowledge): Token[] {
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

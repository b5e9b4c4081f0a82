// The benchmark's frozen split. Each sample line is in the dev part (the engine may be tuned on
// it; `bench:accuracy -- --worst` shows its misses) or the test part (never tuned on: its
// misses are not printed unless asked with --show-test). The part is a fixed hash of the line's
// id, so it was "chosen at random once" and never moves when lines are added or edited; about
// 36 % of lines are test.
const SALT = 'crease-bench-split-v1';
const TEST_SHARE = 36;

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type SplitPart = 'dev' | 'test';

export function splitOf(id: string): SplitPart {
  return fnv1a(`${SALT}:${id}`) % 100 < TEST_SHARE ? 'test' : 'dev';
}

// The importer against the USDA reference sample beside the checkout (../shared/reference).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './paths';
import { importUsdaFolder } from './usda-import';

const REFERENCE = join(PROJECT_ROOT, '..', 'shared', 'reference');

describe.skipIf(!existsSync(REFERENCE))('importUsdaFolder', () => {
  it('reads SR tables with their household portions', () => {
    const { layout, foods } = importUsdaFolder(join(REFERENCE, 'usda-sr26'), { codes: new Set(['09040', '01001']) });
    expect(layout).toBe('sr');
    const banana = foods.find((f) => f.id === 'usda-sr-09040');
    expect(banana?.name).toBe('Bananas, raw');
    expect(banana?.n.calories_kcal).toBe(89);
    expect(banana?.source).toBe('USDA SR 09040');
    expect(banana?.portions?.some((p) => /medium/.test(p.label) && p.grams === 118)).toBe(true);
  });

  it('reads FNDDS at-a-glance tables past their title banner', () => {
    const { layout, foods } = importUsdaFolder(join(REFERENCE, 'usda-fndds-2017-2018'), { codes: new Set(['51300175']) });
    expect(layout).toBe('fndds');
    expect(foods).toHaveLength(1);
    expect(foods[0]?.n.calories_kcal).toBe(299);
    expect(foods[0]?.portions?.map((p) => p.grams)).toEqual(expect.arrayContaining([27, 40, 52]));
  });

  it('refuses a folder without USDA tables', () => {
    expect(() => importUsdaFolder(PROJECT_ROOT)).toThrow(/No USDA tables/);
  });
});

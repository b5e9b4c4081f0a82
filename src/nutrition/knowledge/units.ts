// Household units with their weights, per serving class and size. Each row says where its
// number comes from: a USDA portion (FNDDS 2017-18 portions-and-weights, SR26 WEIGHT) by food
// code, or a stated convention. Volumes convert to grams with the class's typical density,
// itself taken from a USDA "1 cup" weight (cup = 236.6 ml) where one is cited.
import type { HouseholdUnitRow, ServingClass, UnitSize } from './types';

type Row = HouseholdUnitRow;
const row = (unit: string, servingClass: ServingClass | '*', grams: number, source: string, extra: Partial<Row> = {}): Row => ({
  unit,
  servingClass,
  grams,
  source,
  ...extra,
});
/** Per-class weights of one vessel, each derived as volume × density of that class. */
const vessel = (unit: string, ml: number, size: UnitSize | undefined, convention: string): Row[] => {
  const s = size ? { size } : {};
  const d = (cls: ServingClass, density: number, why: string) =>
    row(unit, cls, Math.round(ml * density), `${convention}; ${why}`, { ml, ...s });
  return [
    row(unit, '*', ml, `${convention}; water density 1 g/ml`, { ml, ...s }),
    d('liquid', 1.01, 'dal/sambar 1.01 g/ml (FNDDS 41311030 lentil curry: 1 cup = 240 g)'),
    d('curry', 1.01, 'curry 1.01 g/ml (FNDDS 27146150 chicken curry: 1 cup = 240 g)'),
    d('dry', 0.78, 'cooked vegetables 0.78 g/ml (FNDDS 75440600 group, mixed vegetables: 1 cup = 185 g)'),
    d('rice', 0.67, 'cooked rice 0.67 g/ml (FNDDS 56205000 rice, cooked: 1 cup = 158 g)'),
    d('dessert', 1.0, 'kheer/halwa ~1.0 g/ml (convention, between milk 1.03 and halwa)'),
    d('curd', 1.04, 'curd 1.04 g/ml (FNDDS 11410000 yogurt: 1 cup = 245 g)'),
    d('beverage', 1.03, 'milk-based drink 1.03 g/ml (SR26 01077 milk: 1 cup = 244 g)'),
    d('grain-dry', 0.34, 'dry rolled oats/flakes 0.34 g/ml (SR26 08120 oats: 1 cup = 81 g)'),
    d('nuts', 0.6, 'whole nuts 0.60 g/ml (SR26 12061 almonds: 1 cup whole = 143 g)'),
    d('fruit', 0.65, 'chopped fruit 0.65 g/ml (SR26 09003 apple: 1 cup chopped = 125 g ... 09040 banana sliced 150 g)'),
    d('vegetable', 0.6, 'chopped raw vegetables 0.60 g/ml (SR26 11282 onion: 1 cup chopped = 160 g; leafy greens lighter)'),
    d('meat', 0.57, 'diced cooked meat 0.57 g/ml (FNDDS 24102050 chicken: 1 cup diced = 135 g)'),
  ];
};
/** One restaurant plate of a counted item: `count` pieces of `grams` each. */
const platePieces = (kind: string, count: number, grams: number, note: string): Row[] => [
  row('plate', 'piece', count * grams, `convention: ${note}`, { pieceKind: kind }),
];
/** Small / medium / large weights of one kind of counted piece. */
const pieces = (kind: string, [s, m, l]: [number, number, number], source: string): Row[] => [
  row('piece', 'piece', s, source, { pieceKind: kind, size: 'small' }),
  row('piece', 'piece', m, source, { pieceKind: kind, size: 'medium' }),
  row('piece', 'piece', l, source, { pieceKind: kind, size: 'large' }),
];

const KATORI = 'convention: steel katori as served (small 100 ml, medium 150 ml, large 200 ml), the serving bowl of Indian dietary recall';
const BOWL = 'convention: cereal/soup bowl as served (small 200 ml, medium 250 ml, large 350 ml)';
const GLASS = 'convention: Indian steel tumbler or glass (small 200 ml, medium 250 ml, large 350 ml)';

export const UNITS: HouseholdUnitRow[] = [
  row('gram', '*', 1, 'definition'),
  row('kilogram', '*', 1000, 'definition'),
  row('ounce', '*', 28.35, 'definition (avoirdupois ounce)'),
  row('pound', '*', 453.6, 'definition (avoirdupois pound)'),
  row('ml', '*', 1, 'definition; converted with the food density when known', { ml: 1 }),
  row('litre', '*', 1000, 'definition; converted with the food density when known', { ml: 1000 }),

  ...vessel('katori', 100, 'small', KATORI),
  ...vessel('katori', 150, 'medium', KATORI),
  ...vessel('katori', 200, 'large', KATORI),
  ...vessel('bowl', 200, 'small', BOWL),
  ...vessel('bowl', 250, 'medium', BOWL),
  ...vessel('bowl', 350, 'large', BOWL),
  ...vessel('glass', 200, 'small', GLASS),
  ...vessel('glass', 250, 'medium', GLASS),
  ...vessel('glass', 350, 'large', GLASS),
  // "A cup of mishti doi / kheer / ice cream" is the single-serve cup it is sold or served in, not a
  // 240 ml measuring cup: desserts get their own row below.
  ...vessel('cup', 240, undefined, 'US measuring cup (236.6 ml, rounded as in FNDDS portions)').filter((r) => r.servingClass !== 'dessert'),
  row('cup', 'dessert', 113, 'convention: a single-serve dessert cup or pot (mishti doi bhaar, kulfi, ice-cream or kheer cup) ≈ 4 oz, as FNDDS 11411100 yogurt: 1 4 oz container = 113 g', { ml: 113 }),
  ...vessel('tea-cup', 125, undefined, 'convention: Indian tea cup of chai, 125 ml (cutting chai is half, ~60-90 ml)'),
  ...vessel('mug', 300, undefined, 'convention: coffee mug, 300 ml'),
  ...vessel('ladle', 60, undefined, 'convention: serving ladle (karchi) of dal or curry, 60 ml'),
  row('can', '*', 300, 'convention: a soft-drink can in India, 300 ml (Coca-Cola, Pepsi, Thums Up cans; energy drinks 250 ml; FNDDS 12 fl oz can 355 ml); converted with the drink density', { ml: 300 }),
  row('can', 'meat', 167, 'FNDDS 26155190 tuna, canned: 1 can (6.5 oz), drained = 167 g (fish or meat from a small can)'),

  row('tablespoon', '*', 15, 'definition: 15 ml of a water-like food', { ml: 15 }),
  row('tablespoon', 'fat', 13.6, 'SR26 04582/04042 vegetable oil: 1 tbsp = 13.5-14 g', { ml: 15 }),
  row('tablespoon', 'condiment', 16, 'FNDDS 63409020 chutney: 1 tablespoon = 16 g', { ml: 15 }),
  row('tablespoon', 'powder', 8, 'SR26 01090/01091 milk powder: 1 tbsp ≈ 7-8 g (light powders)', { ml: 15 }),
  row('tablespoon', 'grain-dry', 8, 'convention: flour or dry flakes, 1 tbsp ≈ 8 g (SR26 08120 oats 1 cup = 81 g ÷ 16 = 5 g, flours heavier)', { ml: 15 }),
  row('tablespoon', 'spread', 16, 'SR26 16098 peanut butter: 2 tbsp = 32 g', { ml: 15 }),
  row('tablespoon', 'nuts', 9, 'SR26 12061 almonds: 1 cup whole 143 g ÷ 16 tbsp', { ml: 15 }),
  row('tablespoon', 'curd', 15, 'FNDDS 11410000 yogurt: 1 cup 245 g ÷ 16 tbsp', { ml: 15 }),
  row('tablespoon', 'rice', 10, 'FNDDS 56205000 rice, cooked: 1 cup 158 g ÷ 16 tbsp', { ml: 15 }),
  row('tablespoon', 'dry', 12, 'FNDDS 75440600 group, mixed vegetables: 1 cup 185 g ÷ 16 tbsp', { ml: 15 }),
  row('teaspoon', '*', 5, 'definition: 5 ml of a water-like food', { ml: 5 }),
  row('teaspoon', 'fat', 4.5, 'SR26 04582/04042 vegetable oil: 1 tsp = 4.5 g', { ml: 5 }),
  row('teaspoon', 'condiment', 5, 'convention: 5 ml; SR26 19335 sugar 1 tsp = 4.2 g, SR26 02047 salt 1 tsp = 6 g', { ml: 5 }),
  row('teaspoon', 'powder', 2.5, 'convention: light powder (instant coffee, milk powder) ≈ 2.5 g per level tsp', { ml: 5 }),
  row('teaspoon', 'spread', 5.3, 'SR26 16098 peanut butter: 2 tbsp = 32 g ÷ 6 tsp', { ml: 5 }),

  // A plain "spoon" (chammach) is a teaspoon of what is added by the teaspoon (sugar, ghee,
  // pickle, powders) but a tablespoon-sized table spoon of foods eaten by the spoonful.
  row('spoon', '*', 5, 'convention: a spoon of sugar, ghee or pickle is a teaspoon, 5 ml', { ml: 5 }),
  row('spoon', 'fat', 4.5, 'as teaspoon: SR26 04582 vegetable oil 1 tsp = 4.5 g', { ml: 5 }),
  row('spoon', 'condiment', 5, 'as teaspoon: 5 ml', { ml: 5 }),
  row('spoon', 'powder', 2.5, 'as teaspoon: light powder ≈ 2.5 g', { ml: 5 }),
  row('spoon', 'spread', 5.3, 'as teaspoon: SR26 16098 peanut butter 2 tbsp = 32 g ÷ 6', { ml: 5 }),
  row('spoon', 'rice', 10, 'convention: a spoon of rice is a table spoon: FNDDS 56205000 rice, cooked 1 cup 158 g ÷ 16', { ml: 15 }),
  row('spoon', 'dry', 12, 'convention: a spoon of sabzi is a table spoon: FNDDS 75440600 group 1 cup 185 g ÷ 16', { ml: 15 }),
  row('spoon', 'curd', 15, 'convention: a spoon of curd is a table spoon: FNDDS 11410000 yogurt 1 cup 245 g ÷ 16', { ml: 15 }),
  row('spoon', 'liquid', 15, 'convention: a spoon of dal is a table spoon, 15 ml', { ml: 15 }),
  row('spoon', 'curry', 15, 'convention: a spoon of curry is a table spoon, 15 ml', { ml: 15 }),
  row('spoon', 'dessert', 15, 'convention: a spoon of kheer or halwa is a table spoon, 15 ml', { ml: 15 }),
  row('scoop', '*', 30, 'convention: protein-powder scoop ≈ 30 g (SR26 14058 whey isolate: 3 scoops = 86 g, 28.7 g each)'),
  row('scoop', 'powder', 30, 'SR26 14058 whey protein isolate: 3 scoops = 86 g (28.7 g), rounded to the usual 30 g tub scoop'),
  row('scoop', 'dessert', 66, 'SR26 19095 vanilla ice cream: 1/2 cup serving = 66 g (one round scoop)'),
  row('scoop', 'rice', 100, 'convention: one serving-spoon scoop of cooked rice ≈ 100 g (≈ 2/3 cup, FNDDS 56205000)'),

  row('handful', '*', 30, 'convention: one handful (mutthi) ≈ 1 oz, 28-30 g'),
  row('handful', 'nuts', 28, 'SR26 12061 almonds: 1 oz (23 kernels) = 28.35 g, the usual handful'),
  row('handful', 'fruit', 75, 'convention: a handful of berries, grapes or cut fruit ≈ 1/2 cup (SR26 09003 1 cup chopped 125 g)'),
  row('handful', 'grain-dry', 25, 'convention: a handful of flakes, poha or puffed rice ≈ 25 g'),
  row('handful', 'vegetable', 40, 'convention: a handful of chopped vegetables or salad ≈ 40 g'),

  row('slice', '*', 25, 'SR26 18069 white bread: 1 slice = 25 g'),
  row('slice', 'bread-slice', 25, 'SR26 18069 white bread: 1 slice = 25 g (large 30 g, thin 20 g)', { size: 'medium' }),
  row('slice', 'bread-slice', 20, 'SR26 18069 white bread: 1 thin slice = 20 g', { size: 'small' }),
  row('slice', 'bread-slice', 30, 'SR26 18069 white bread: 1 large slice = 30 g', { size: 'large' }),
  row('slice', 'solid', 21, 'SR26 01042 processed cheese: 1 slice (3/4 oz) = 21 g'),
  row('slice', 'fruit', 120, 'convention: one slice of melon or papaya ≈ 120 g edible portion'),
  row('slice', 'dessert', 80, 'convention: one slice of cake ≈ 80 g'),
  row('slice', 'meat', 30, 'FNDDS 24122170 chicken breast: 1 small or thin slice = 30 g'),

  row('plate', '*', 250, 'convention: one restaurant plate ≈ 250 g of food'),
  row('plate', 'rice', 300, 'convention: full plate of rice, pulao or biryani ≈ 300 g (≈ 1.5 cups; FNDDS 27243100 biryani: 1 cup = 196 g, quantity not specified = 245 g); the same plate as a rice-with-dal plate'),
  row('plate', 'curry', 300, 'convention: full plate of chole, curry or keema ≈ 300 g (2 katori)'),
  row('plate', 'dry', 200, 'convention: full plate of dry sabzi or chaat ≈ 200 g'),
  row('half-plate', '*', 150, 'convention: half of a restaurant plate'),
  row('half-plate', 'rice', 200, 'convention: half plate of biryani or pulao as sold ≈ 200 g (≈ 1 cup)'),
  row('half-plate', 'curry', 175, 'convention: half plate of curry ≈ 175 g'),
  row('half-plate', 'dry', 120, 'convention: half plate of dry sabzi or chaat ≈ 120 g'),
  row('serving', '*', 100, 'convention: an unspecified serving of a food without its own default serving'),

  // A restaurant plate of a counted item is a count of pieces, as Indian menus sell them ("idli
  // (2 pcs)", "vada (2 pcs)", "momos (6 pcs)"), not 250 g of food; weights from the piece rows.
  ...platePieces('idli', 2, 40, 'menu plate of idli: 2 idlis (FNDDS 55702000 idli 38 g, rounded 40 g)'),
  ...platePieces('vada', 2, 45, 'menu plate of medu vada: 2 vadas'),
  ...platePieces('samosa', 2, 80, 'menu plate of samosa: 2 samosas'),
  ...platePieces('kachori', 2, 50, 'menu plate of kachori: 2 kachoris'),
  ...platePieces('cutlet', 2, 60, 'menu plate of cutlet / tikki / batata vada: 2 pieces'),
  ...platePieces('momo', 6, 28, 'menu plate of momos: 6 pieces (half plate elsewhere 4-5, full 8-10)'),
  ...platePieces('pani-puri', 6, 16, 'street plate of pani puri: 6 puris'),
  ...platePieces('pakora', 8, 15, 'menu plate of pakoras: ~8 pieces (~120 g)'),
  ...platePieces('kebab', 4, 35, 'menu plate of seekh/shami kebab: 4 pieces'),
  ...platePieces('tikka', 6, 30, 'menu plate of tikka: 6 pieces'),
  ...platePieces('dhokla', 5, 30, 'menu plate of dhokla: ~5 pieces (~150 g)'),
  // Retail packs ("1 packet maggi", "packet of biscuits").
  row('pack', 'piece', 70, 'convention: one pack of instant noodles (Maggi 70 g), chips (25-50 g)', { pieceKind: 'pack', size: 'medium' }),
  row('pack', 'piece', 25, 'convention: a small pack of chips or namkeen ≈ 25 g', { pieceKind: 'pack', size: 'small' }),
  row('pack', 'piece', 140, 'convention: a large or double pack ≈ 140 g', { pieceKind: 'pack', size: 'large' }),
  row('pack', 'piece', 56, 'convention: one small retail pack of glucose or Marie biscuits ≈ 56 g (Parle-G: 8 biscuits in a 56 g pack)', { pieceKind: 'biscuit' }),

  // Counted pieces: breads, South Indian breakfast items, snacks and sweets.
  ...pieces('roti', [27, 40, 52], 'FNDDS 51300175 chappatti or roti: small 6 in 27 g, medium 7 in 40 g, large 8 in 52 g'),
  ...pieces('phulka', [27, 40, 52], 'as roti (FNDDS 51300175 chappatti: small 27 g, medium 40 g, large 52 g); a phulka is the same dough puffed on the flame, without fat'),
  ...pieces('paratha', [50, 70, 100], 'FNDDS 51300185 paratha: 1 paratha = 70 g (medium); small and large by convention'),
  ...pieces('stuffed-paratha', [80, 120, 160], 'convention: stuffed paratha (aloo, gobi, paneer) ≈ 70 g plain paratha + 50 g filling'),
  ...pieces('naan', [60, 90, 130], 'convention: restaurant naan 90 g; FNDDS 51108100 gives 177 g for a whole 10 in naan and 44 g a quarter'),
  ...pieces('kulcha', [60, 80, 110], 'convention: kulcha slightly smaller than a naan'),
  ...pieces('bhatura', [50, 70, 100], 'convention: bhatura ≈ 70 g deep-fried (larger than a puri, FNDDS 51300180 puri 36 g)'),
  ...pieces('puri', [25, 36, 45], 'FNDDS 51300180 puri: 1 puri (4.8 in) = 36 g, also its quantity not specified, as medium (as roti, paratha and dosa take FNDDS\'s standard piece); small (luchi-size) and large by convention'),
  ...pieces('thepla', [25, 35, 45], 'convention: thin Gujarati thepla, lighter than a roti'),
  ...pieces('bhakri', [40, 55, 70], 'convention: thick jowar/bajra bhakri or rotla'),
  ...pieces('idli', [30, 40, 55], 'FNDDS 55702000 idli (2.25 in) = 38 g; medium rounded to 40 g'),
  ...pieces('dosa', [35, 80, 155], 'FNDDS 55702100 dosa: small 35 g, medium 80 g, large 155 g'),
  ...pieces('masala-dosa', [120, 175, 250], 'convention: plain dosa (FNDDS 55702100: 80 g medium) + ~95 g potato masala'),
  ...pieces('uttapam', [80, 120, 160], 'convention: thick uttapam ≈ 1.5 × a medium dosa'),
  ...pieces('string-hopper', [25, 35, 45], 'convention: one string-hopper (idiyappam) nest; 1 cup rice flour (SR26 20061: 158 g) + ~1 1/4 cups water makes 10-12 steamed nests of ~430 g in all'),
  ...pieces('appam', [35, 50, 70], 'convention: appam/hopper ≈ 50 g'),
  ...pieces('vada', [30, 45, 60], 'FNDDS 58175000 vada: 1 vada = 29 g as small; medu vada as sold 40-50 g'),
  ...pieces('samosa', [50, 80, 100], 'FNDDS 58124500 samosa: regular 100 g as large; street samosa 70-90 g'),
  ...pieces('kachori', [35, 50, 70], 'convention: kachori ≈ 50 g'),
  ...pieces('pakora', [10, 15, 25], 'FNDDS 75440400 pakora: 1 pakora = 12 g'),
  ...pieces('beguni', [25, 35, 45], 'convention: one beguni (battered brinjal slice) ≈ 35 g fried'),
  ...pieces('litti-chokha', [100, 130, 165], 'convention: one litti (~80 g baked, ghee-dipped) + ~50 g chokha, from the 8-litti batch in dishes/breads.ts'),
  ...pieces('cutlet', [40, 60, 80], 'convention: vegetable or fish cutlet/tikki ≈ 60 g'),
  ...pieces('kebab', [25, 35, 50], 'convention: one seekh or shami kebab ≈ 35 g'),
  ...pieces('tikka', [20, 30, 40], 'convention: one boneless tikka piece ≈ 30 g'),
  ...pieces('chicken-piece', [40, 60, 90], 'convention: one curry-cut chicken piece with bone ≈ 60 g edible'),
  ...pieces('fish-piece', [50, 75, 100], 'convention: one fried or curried fish steak ≈ 75 g'),
  ...pieces('momo', [20, 28, 35], 'convention: one steamed momo ≈ 28 g'),
  ...pieces('pani-puri', [12, 16, 20], 'convention: one filled pani puri ≈ 16 g'),
  ...pieces('pav', [35, 45, 55], 'convention: one pav (bun) ≈ 45 g'),
  ...pieces('vada-pav', [110, 140, 170], 'convention: pav 45 g + batata vada 80 g + chutneys'),
  ...pieces('sandwich', [90, 130, 180], 'convention: two slices of bread (SR26 18069, 25 g each) + filling'),
  ...pieces('dhokla', [20, 30, 45], 'convention: one dhokla square ≈ 30 g'),
  ...pieces('gulab-jamun', [25, 40, 60], 'convention: one gulab jamun with syrup ≈ 40 g'),
  ...pieces('rasgulla', [30, 45, 60], 'convention: one rasgulla with a little syrup ≈ 45 g'),
  ...pieces('ladoo', [25, 40, 55], 'convention: one ladoo ≈ 40 g'),
  ...pieces('barfi', [20, 30, 40], 'convention: one barfi/peda piece ≈ 30 g'),
  ...pieces('jalebi', [15, 25, 40], 'convention: one jalebi coil ≈ 25 g'),
  ...pieces('sweet-piece', [20, 35, 50], 'convention: one piece of a syrup or milk sweet ≈ 35 g'),
  ...pieces('egg', [38, 44, 50], 'SR26 01123 egg: small 38 g, medium 44 g, large 50 g'),
  ...pieces('banana', [101, 118, 136], 'SR26 09040 banana: small 101 g, medium 118 g, large 136 g (edible)'),
  ...pieces('apple', [149, 182, 223], 'SR26 09003 apple: small 149 g, medium 182 g, large 223 g'),
  ...pieces('orange', [96, 131, 184], 'SR26 09200 orange: small 96 g, fruit 131 g, large 184 g'),
  ...pieces('fruit', [75, 120, 180], 'convention: one piece of fruit of the size of a guava or pear'),
  ...pieces('biscuit', [5, 8, 12], 'convention: one glucose or Marie biscuit ≈ 7-8 g (Parle-G: 8 biscuits in a 56 g pack)'),
  ...pieces('cookie', [10, 15, 25], 'convention: one cream biscuit or cookie ≈ 15 g'),
  ...pieces('bar', [30, 40, 60], 'convention: one protein or energy bar ≈ 40 g (labels: 30-60 g)'),
  ...pieces('chocolate', [13, 25, 50], 'convention: one chocolate bar; small 13 g, medium 25 g, large 50 g packs'),
  ...pieces('pack', [25, 70, 140], 'convention: one pack of instant noodles (Maggi 70 g), chips (25-50 g)'),
  ...pieces('cube', [10, 15, 20], 'convention: one paneer or cheese cube ≈ 15 g'),
  ...pieces('date', [6, 8, 24], 'convention: dry date ≈ 8 g; a medjool date 24 g'),
  ...pieces('nut', [1, 1.2, 2.5], 'SR26 12061 almonds: 1 almond = 1.2 g'),
  ...pieces('grape', [4, 4.9, 6], 'SR26 09132 grapes: 10 grapes = 49 g'),
  ...pieces('strawberry', [7, 12, 18], 'SR26 09316 strawberries: small 7 g, medium 12 g, large 18 g'),
  ...pieces('cherry', [6, 8.2, 10], 'SR26 09070 cherries: 1 cherry = 8.2 g'),
  ...pieces('litchi', [8, 9.6, 12], 'SR26 09164 litchis: 1 fruit without refuse = 9.6 g'),
  ...pieces('pizza-slice', [80, 86, 119], 'FNDDS 58106225 cheese pizza: 1 piece of a small 80 g, medium 86 g, large 119 g pizza'),
  ...pieces('generic', [30, 50, 80], 'convention: a piece of an unlisted kind'),
];

/** Words and spellings for units → unit key. Count words ("pcs") and Indian names included. */
export const UNIT_ALIASES: Record<string, string> = {
  g: 'gram', gm: 'gram', gms: 'gram', gram: 'gram', grams: 'gram', gr: 'gram',
  kg: 'kilogram', kgs: 'kilogram', kilo: 'kilogram', kilos: 'kilogram', kilogram: 'kilogram',
  oz: 'ounce', ounces: 'ounce', lb: 'pound', lbs: 'pound', pounds: 'pound',
  ml: 'ml', mls: 'ml', millilitre: 'ml', milliliter: 'ml', millilitres: 'ml', milliliters: 'ml',
  l: 'litre', liter: 'litre', litres: 'litre', liters: 'litre', ltr: 'litre',
  katoris: 'katori', katora: 'katori', katore: 'katori', katori: 'katori', vati: 'katori', wati: 'katori', vatis: 'katori', kinnam: 'katori',
  bowls: 'bowl', bowl: 'bowl', 'big bowl': 'bowl',
  glasses: 'glass', glass: 'glass', tumbler: 'glass', tumblers: 'glass', gilas: 'glass', gilaas: 'glass',
  cups: 'cup', cup: 'cup',
  'tea cup': 'tea-cup', teacup: 'tea-cup', 'tea cups': 'tea-cup', 'chai cup': 'tea-cup', cutting: 'tea-cup', 'small cup': 'tea-cup', pyala: 'tea-cup', pyali: 'tea-cup',
  mugs: 'mug', mug: 'mug',
  tbsp: 'tablespoon', tbsps: 'tablespoon', tbs: 'tablespoon', tbl: 'tablespoon', 'table spoon': 'tablespoon', tablespoons: 'tablespoon', 'bada chammach': 'tablespoon', 'big spoon': 'tablespoon',
  tsp: 'teaspoon', tsps: 'teaspoon', 'tea spoon': 'teaspoon', teaspoons: 'teaspoon', chammach: 'spoon', chamach: 'spoon', chamcha: 'spoon', spoon: 'spoon', spoons: 'spoon',
  scoops: 'scoop', scoop: 'scoop',
  handful: 'handful', handfuls: 'handful', mutthi: 'handful', muthi: 'handful', fistful: 'handful', 'palm full': 'handful',
  slices: 'slice', slice: 'slice', slc: 'slice',
  ladle: 'ladle', ladles: 'ladle', karchi: 'ladle', kadchi: 'ladle', karchhi: 'ladle', 'serving spoon': 'ladle',
  piece: 'piece', pieces: 'piece', pc: 'piece', pcs: 'piece', nos: 'piece', no: 'piece', nag: 'piece', count: 'piece', whole: 'piece',
  plate: 'plate', plates: 'plate', 'full plate': 'plate', thali: 'plate',
  'half plate': 'half-plate', 'half-plate': 'half-plate', 'half plates': 'half-plate', 'aadhi plate': 'half-plate', 'adhi plate': 'half-plate', 'aadha plate': 'half-plate', 'adha plate': 'half-plate',
  serving: 'serving', servings: 'serving', portion: 'serving', portions: 'serving',
  can: 'can', cans: 'can', tin: 'can', tins: 'can',
  pack: 'pack', packs: 'pack', packet: 'pack', packets: 'pack', pkt: 'pack', pkts: 'pack', pouch: 'pack',
};

// Drinks as served. Tea and coffee are brewed with milk and sugar; a glass is 250 ml and an
// Indian tea cup 125 ml (units table). Batches are written per serving unless said.
import type { DishDef, Region } from '../defs';
import { GLASS, I, TEA_CUP, dish, mix, salt, unitServing } from './common';

// Drinks are made with the same milk the engine serves for "milk": pouch toned milk (FSSAI toned
// milk: 3 % fat; values of USDA SR26 01079, 2 % fat), the everyday milk of Indian homes and tea
// stalls, not IFCT's whole cow milk (4.5 % fat), which made chai and coffee heavy.
const MILK = 'milk-toned';
const MUG = unitServing('mug', 'beverage');
const drink = (id: string, name: string, region: Region, serving: typeof GLASS, ingredients: Record<string, number>, cookedG: number, names: string[], density = 1.03): DishDef =>
  dish(id, name, region, 'drink', 'beverage', serving, ingredients, { cookedG }, { names, densityGPerMl: density });

// Chai: tea decoction (brewed tea, USDA SR26 14355) with milk and sugar, boiled down a little.
const chai = (id: string, name: string, extra: Record<string, number>, names: string[], sugar = 8, milk = 60): DishDef =>
  drink(id, name, 'pan-indian', TEA_CUP, mix({ [I.tea]: 80, [MILK]: milk, [I.sugar]: sugar }, extra), 130, names);

export const DRINKS: DishDef[] = [
  chai('masala-chai', 'Masala chai (with milk and sugar)', { [I.ginger]: 1, [I.cardamom]: 0.2 },
    ['chai', 'masala chai', 'tea', 'milk tea', 'chaha', 'cha', 'chaya', 'doodh wali chai', 'indian tea', 'tea with milk', 'tea with milk and sugar', 'chai latte']),
  chai('ginger-chai', 'Adrak chai (ginger tea)', { [I.ginger]: 3 }, ['adrak chai', 'ginger tea', 'ginger chai', 'adrak wali chai']),
  chai('elaichi-chai', 'Elaichi chai (cardamom tea)', { [I.cardamom]: 0.5 }, ['elaichi chai', 'cardamom tea', 'ilaichi chai']),
  chai('cutting-chai', 'Cutting chai (half cup)', { [I.ginger]: 1 }, ['cutting chai', 'cutting', 'half chai'], 10, 60),
  chai('chai-no-sugar', 'Chai without sugar', { [I.ginger]: 1 }, ['chai without sugar', 'tea without sugar', 'sugar free chai', 'chai no sugar', 'milk tea no sugar', 'fika chai'], 0),
  drink('doodh-patti', 'Doodh patti (milk-only tea)', 'pakistani', TEA_CUP, mix({ [MILK]: 130, [I.tea]: 20, [I.sugar]: 10 }), 140, ['doodh patti', 'dudh patti', 'doodh pati chai', 'karak chai', 'kadak chai']),
  drink('irani-chai', 'Irani chai', 'south-indian', TEA_CUP, mix({ [MILK]: 80, [I.condensedMilk]: 15, [I.tea]: 60, [I.sugar]: 5 }), 140, ['irani chai', 'hyderabadi irani chai', 'dum chai']),
  drink('kashmiri-kahwa', 'Kashmiri kahwa', 'north-indian', TEA_CUP, mix({ 'tea-brewed': 125, [I.sugar]: 6, [I.almond]: 3, [I.cardamom]: 0.3 }), 130, ['kahwa', 'kashmiri kahwa', 'kehwa', 'qahwa'], 1),
  drink('noon-chai', 'Noon chai (Kashmiri pink tea)', 'north-indian', TEA_CUP, mix({ [MILK]: 80, [I.tea]: 60, [I.bakingSoda]: 0.2, [I.almond]: 3 }, salt(0.5)), 135, ['noon chai', 'pink tea', 'sheer chai', 'gulabi chai']),
  drink('butter-tea', 'Butter tea (po cha)', 'nepali', TEA_CUP, mix({ [I.tea]: 100, [I.butter]: 8, [MILK]: 30 }, salt(0.5)), 135, ['butter tea', 'po cha', 'gur gur chai', 'tibetan tea']),
  drink('sri-lankan-milk-tea', 'Kiri te (Sri Lankan milk tea)', 'sri-lankan', TEA_CUP, mix({ [I.tea]: 90, [I.milkPowder]: 10, [I.sugar]: 10 }), 110, ['kiri te', 'kiri tea', 'sri lankan milk tea', 'plain tea sri lanka']),
  drink('filter-coffee', 'Filter coffee (South Indian)', 'south-indian', TEA_CUP, mix({ 'coffee-brewed': 40, [MILK]: 90, [I.sugar]: 8 }), 138, ['filter coffee', 'kaapi', 'madras coffee', 'degree coffee', 'south indian coffee', 'kumbakonam degree coffee']),
  drink('milk-coffee', 'Coffee with milk and sugar', 'pan-indian', TEA_CUP, mix({ [I.coffee]: 2, [I.water]: 60, [MILK]: 70, [I.sugar]: 8 }), 140, ['coffee', 'milk coffee', 'nescafe', 'instant coffee with milk', 'coffee with milk', 'hot coffee', 'cafe latte', 'latte', 'cappuccino']),
  drink('cold-coffee', 'Cold coffee', 'pan-indian', GLASS, mix({ [I.coffee]: 4, [MILK]: 220, [I.sugar]: 20, 'ice-cream-vanilla': 30 }), 274, ['cold coffee', 'iced coffee', 'cold coffee with ice cream', 'frappe']),
  drink('hot-chocolate', 'Hot chocolate / cocoa milk', 'international', MUG, mix({ [MILK]: 250, 'cocoa-drink-mix': 25 }), 275, ['hot chocolate', 'cocoa milk', 'bournvita milk', 'horlicks milk', 'boost milk', 'complan milk']),
  drink('haldi-doodh', 'Haldi doodh (turmeric milk)', 'pan-indian', GLASS, mix({ [MILK]: 250, [I.turmeric]: 2, [I.sugar]: 8, [I.pepper]: 0.2 }), 250, ['haldi doodh', 'turmeric milk', 'golden milk', 'haldi wala doodh', 'manjal paal']),
  drink('badam-milk', 'Badam milk', 'pan-indian', GLASS, mix({ [MILK]: 250, [I.almond]: 12, [I.sugar]: 15, [I.cardamom]: 0.3 }), 260, ['badam milk', 'badam doodh', 'almond milk indian', 'badam paal', 'kesar badam milk']),
  drink('warm-milk-sugar', 'Milk with sugar', 'pan-indian', GLASS, mix({ [MILK]: 250, [I.sugar]: 10 }), 258, ['milk with sugar', 'sweet milk', 'doodh cheeni', 'meetha doodh']),
  drink('rose-milk', 'Rose milk', 'south-indian', GLASS, mix({ [MILK]: 220, [I.sugar]: 25 }), 245, ['rose milk', 'rooh afza milk', 'rose milk shake']),
  drink('sweet-lassi', 'Sweet lassi', 'north-indian', GLASS, mix({ [I.curd]: 200, [I.water]: 50, [I.sugar]: 25, [I.cardamom]: 0.2 }), 275, ['lassi', 'sweet lassi', 'meethi lassi', 'punjabi lassi', 'amul lassi', 'meetha lassi']),
  drink('salted-lassi', 'Salted lassi', 'north-indian', GLASS, mix({ [I.curd]: 200, [I.water]: 60, [I.cumin]: 1 }, salt(1.5)), 262, ['salted lassi', 'namkeen lassi', 'salt lassi', 'masala lassi']),
  drink('mango-lassi', 'Mango lassi', 'north-indian', GLASS, mix({ [I.curd]: 160, 'E039': 80, [I.sugar]: 20, [I.water]: 20 }), 280, ['mango lassi', 'aam lassi']),
  drink('chaas', 'Chaas (spiced buttermilk)', 'west-indian', GLASS, mix({ [I.curd]: 100, [I.water]: 150, [I.cumin]: 1, [I.coriander]: 2, [I.greenChilli]: 1, [I.ginger]: 1 }, salt(1.5)), 255, ['chaas', 'chhaas', 'chaach', 'buttermilk', 'mattha', 'majjige', 'neer mor', 'moru', 'masala chaas', 'amul masti', 'masala buttermilk', 'tak'], 1.02),
  drink('nimbu-pani', 'Nimbu pani (sweet lemonade)', 'pan-indian', GLASS, mix({ [I.water]: 220, [I.lemon]: 20, [I.sugar]: 20 }, salt(0.5)), 260, ['nimbu pani', 'nimbu paani', 'lemon water', 'shikanji', 'shikanjvi', 'lemon juice drink', 'nimbu sharbat', 'limbu pani', 'lime juice'], 1.04),
  drink('salted-nimbu-pani', 'Salted nimbu pani', 'pan-indian', GLASS, mix({ [I.water]: 230, [I.lemon]: 20, [I.cumin]: 0.5 }, salt(1.5)), 252, ['salted nimbu pani', 'namkeen nimbu pani', 'salted lemon water', 'lemon water no sugar'], 1),
  drink('fresh-lime-soda', 'Fresh lime soda (sweet)', 'pan-indian', GLASS, mix({ [I.water]: 220, [I.lemon]: 20, [I.sugar]: 20 }, salt(0.5)), 260, ['fresh lime soda', 'lime soda', 'nimbu soda', 'sweet lime soda', 'masala soda', 'goli soda'], 1.04),
  drink('jaljeera', 'Jaljeera', 'north-indian', GLASS, mix({ [I.water]: 230, [I.lemon]: 10, [I.cumin]: 2, [I.mint]: 2, [I.sugar]: 8, [I.tamarind]: 5 }, salt(1.5)), 258, ['jaljeera', 'jal jeera', 'jaljira'], 1.02),
  drink('aam-panna', 'Aam panna', 'north-indian', GLASS, mix({ [I.rawMango]: 60, [I.sugar]: 30, [I.water]: 180, [I.cumin]: 1 }, salt(1)), 272, ['aam panna', 'aam ka panna', 'kairi panha', 'raw mango drink', 'aam jhora'], 1.04),
  drink('sattu-drink', 'Sattu sharbat', 'east-indian', GLASS, mix({ [I.kalaChana]: 35, [I.water]: 230, [I.lemon]: 8, [I.cumin]: 1 }, salt(1.5)), 275, ['sattu', 'sattu drink', 'sattu sharbat', 'sattu ghol', 'namkeen sattu'], 1.04),
  drink('thandai', 'Thandai', 'north-indian', GLASS, mix({ [MILK]: 220, [I.almond]: 10, 'H018': 3, [I.poppy]: 3, [I.sugar]: 25, [I.pepper]: 0.3, [I.cardamom]: 0.3 }), 260, ['thandai', 'sardai', 'bhang thandai']),
  drink('falooda', 'Falooda', 'north-indian', GLASS, mix({ [MILK]: 180, [I.vermicelli]: 15, [I.sugar]: 25, 'ice-cream-vanilla': 40, 'H008': 3 }), 290, ['falooda', 'faluda', 'royal falooda', 'kulfi falooda drink']),
  drink('kokum-sharbat', 'Kokum sharbat / solkadhi', 'west-indian', GLASS, mix({ [I.water]: 150, [I.coconutMilk]: 80, [I.tamarind]: 6, [I.garlic]: 1, [I.greenChilli]: 1 }, salt(1.5)), 238, ['solkadhi', 'sol kadhi', 'kokum sharbat', 'kokum kadi'], 1.02),
  drink('banana-shake', 'Banana milkshake', 'pan-indian', GLASS, mix({ [MILK]: 200, 'E012': 100, [I.sugar]: 15 }), 315, ['banana shake', 'banana milkshake', 'kela shake', 'banana smoothie']),
  drink('mango-shake', 'Mango milkshake', 'pan-indian', GLASS, mix({ [MILK]: 180, 'E039': 120, [I.sugar]: 15 }), 315, ['mango shake', 'mango milkshake', 'aam shake', 'mango smoothie']),
  drink('chikoo-shake', 'Chikoo milkshake', 'west-indian', GLASS, mix({ [MILK]: 180, 'E060': 100, [I.sugar]: 10 }), 290, ['chikoo shake', 'chiku shake', 'sapota shake', 'sapota milkshake']),
  drink('date-shake', 'Dates milkshake', 'pan-indian', GLASS, mix({ [MILK]: 220, 'E018': 40 }), 260, ['dates shake', 'khajur shake', 'date milkshake']),
  drink('protein-shake-milk', 'Whey protein shake with milk', 'international', GLASS, mix({ 'whey-protein': 30, 'milk-toned': 250 }), 280, ['protein shake', 'whey shake', 'whey with milk', 'protein shake with milk', 'whey protein shake'], 1.04),
  drink('protein-shake-water', 'Whey protein shake with water', 'international', GLASS, mix({ 'whey-protein': 30, [I.water]: 250 }), 280, ['whey with water', 'protein shake with water', 'whey in water'], 1.02),
  drink('banana-protein-shake', 'Banana peanut-butter protein shake', 'international', GLASS, mix({ 'whey-protein': 30, 'milk-toned': 250, 'E012': 100, 'peanut-butter': 16 }), 396, ['banana protein shake', 'peanut butter banana shake', 'gainer shake homemade', 'mass gainer shake']),
  drink('sugarcane-juice', 'Sugarcane juice (with lemon, ginger)', 'pan-indian', GLASS, mix({ 'I002': 250, [I.lemon]: 5, [I.ginger]: 1 }), 256, ['sugarcane juice', 'ganne ka ras', 'ganna juice', 'kabbina halu', 'cane juice'], 1.04),
  drink('tender-coconut', 'Tender coconut water', 'pan-indian', GLASS, { 'K002': 250 }, 250, ['coconut water', 'tender coconut', 'nariyal pani', 'elaneer', 'naariyal paani', 'daab', 'kobbari neeru'], 1.02),
  drink('watermelon-juice', 'Watermelon juice', 'pan-indian', GLASS, mix({ 'E065': 300, [I.lemon]: 3 }, salt(0.3)), 260, ['watermelon juice', 'tarbooz juice', 'tarbuj juice'], 1.02),
  drink('mosambi-juice', 'Mosambi (sweet lime) juice', 'pan-indian', GLASS, mix({ 'E034': 450 }), 250, ['mosambi juice', 'sweet lime juice fresh', 'mosumbi juice', 'sathukudi juice'], 1.03),
  drink('pomegranate-juice', 'Pomegranate juice', 'pan-indian', GLASS, { 'E055': 420 }, 250, ['pomegranate juice', 'anar juice', 'anaar ka juice'], 1.04),
  drink('abc-juice', 'ABC juice (apple-beetroot-carrot)', 'pan-indian', GLASS, mix({ 'E001': 150, [I.beetroot]: 120, [I.carrot]: 150 }), 250, ['abc juice', 'apple beetroot carrot juice']),
  drink('rooh-afza', 'Rooh Afza sharbat', 'pakistani', GLASS, mix({ [I.water]: 220, [I.sugar]: 30 }), 250, ['rooh afza', 'sharbat', 'rose sharbat', 'rooafza'], 1.05),
];

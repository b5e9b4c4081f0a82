// Sambar, rasam and kuzhambu; chutneys, raitas, salads, pickles and papad.
// Sambar batch: 100 g toor dal + ~300 g vegetables cooked thin (~1.3 kg); serving 1 katori.
import type { DishDef, Region } from '../defs';
import { I, KATORI_CURD, KATORI_LIQUID, SOUTH_TADKA, TBSP_CHUTNEY, dish, mix, pieceServing, salt } from './common';

const SAMBAR_BASE = mix({ [I.toor]: 100, [I.water]: 900, [I.tamarind]: 15, [I.tomato]: 80, [I.oil]: 15, [I.corianderSeed]: 6, [I.chilli]: 4, [I.chanaDal]: 4, [I.methiSeed]: 1, [I.turmeric]: 1, [I.jaggery]: 4 }, SOUTH_TADKA, salt(9));

const liquid = (id: string, name: string, region: Region, ingredients: Record<string, number>, cookedG: number, names: string[]): DishDef =>
  dish(id, name, region, 'dal', 'liquid', KATORI_LIQUID, ingredients, { cookedG }, { names, densityGPerMl: 1.01 });
const chutney = (id: string, name: string, region: Region, ingredients: Record<string, number>, cookedG: number, names: string[]): DishDef =>
  dish(id, name, region, 'chutney', 'condiment', TBSP_CHUTNEY, ingredients, { cookedG }, { names });
const raita = (id: string, name: string, extra: Record<string, number>, names: string[]): DishDef =>
  dish(id, name, 'north-indian', 'side', 'curd', KATORI_CURD, mix({ [I.curd]: 400, [I.cumin]: 2, [I.chilli]: 0.5 }, extra, salt(4)), { yieldFactor: 1 }, { names });

const SAMBARS: Array<[string, string, Record<string, number>, string[]]> = [
  ['sambar', 'Sambar (mixed vegetable)', { [I.drumstick]: 80, [I.brinjal]: 80, [I.onion]: 60, [I.pumpkin]: 60, [I.carrot]: 40 }, ['sambar', 'sambhar', 'saambar', 'mixed vegetable sambar', 'tiffin sambar', 'hotel sambar', 'kuzhambu', 'huli', 'sambaar']],
  ['drumstick-sambar', 'Drumstick sambar', { [I.drumstick]: 250, [I.onion]: 50 }, ['drumstick sambar', 'murungakkai sambar', 'mullangi sambar drumstick', 'nuggekai sambar']],
  ['radish-sambar', 'Radish (mullangi) sambar', { [I.radish]: 250, [I.onion]: 40 }, ['radish sambar', 'mullangi sambar', 'mooli sambar']],
  ['onion-sambar', 'Onion (vengaya) sambar', { 'G018': 250 }, ['onion sambar', 'vengaya sambar', 'shallot sambar', 'chinna vengaya sambar']],
  ['brinjal-sambar', 'Brinjal sambar', { [I.brinjal]: 250, [I.onion]: 40 }, ['brinjal sambar', 'kathirikai sambar', 'vankaya sambar']],
  ['okra-sambar', 'Okra (vendakkai) sambar', { [I.okra]: 250, [I.onion]: 40 }, ['vendakkai sambar', 'bhindi sambar', 'okra sambar', 'bendakaya pulusu']],
  ['pumpkin-sambar', 'Pumpkin sambar', { [I.pumpkin]: 250, [I.onion]: 40 }, ['pumpkin sambar', 'parangikai sambar', 'mathanga sambar']],
];

export const SAMBAR_CHUTNEY: DishDef[] = [
  ...SAMBARS.map(([id, name, veg, names]) => liquid(id, name, 'south-indian', mix(SAMBAR_BASE, veg), 1300, names)),
  liquid('tomato-rasam', 'Tomato rasam', 'south-indian', mix({ [I.tomato]: 200, [I.tamarind]: 10, [I.toor]: 20, [I.water]: 800, [I.pepper]: 3, [I.cumin]: 3, [I.garlic]: 8, [I.ghee]: 8, [I.coriander]: 5 }, SOUTH_TADKA, salt(8)), 950, ['rasam', 'tomato rasam', 'thakkali rasam', 'saaru', 'charu', 'chaaru', 'tomato saaru']),
  liquid('pepper-rasam', 'Pepper rasam (milagu)', 'south-indian', mix({ [I.tamarind]: 15, [I.water]: 800, [I.pepper]: 8, [I.cumin]: 5, [I.garlic]: 10, [I.tomato]: 60, [I.ghee]: 8 }, SOUTH_TADKA, salt(8)), 850, ['pepper rasam', 'milagu rasam', 'miriyala charu', 'molagu rasam']),
  liquid('lemon-rasam', 'Lemon rasam', 'south-indian', mix({ [I.lemon]: 30, [I.toor]: 30, [I.water]: 800, [I.ginger]: 8, [I.greenChilli]: 4, [I.ghee]: 8 }, SOUTH_TADKA, salt(8)), 850, ['lemon rasam', 'elumichai rasam', 'nimmakaya charu']),
  liquid('dal-rasam', 'Paruppu rasam (dal rasam)', 'south-indian', mix({ [I.toor]: 50, [I.tamarind]: 10, [I.tomato]: 100, [I.water]: 800, [I.pepper]: 2, [I.cumin]: 2, [I.ghee]: 8 }, SOUTH_TADKA, salt(8)), 900, ['paruppu rasam', 'dal rasam', 'pappu charu', 'bele saaru']),
  liquid('mor-kuzhambu', 'Mor kuzhambu (buttermilk curry)', 'south-indian', mix({ [I.curd]: 300, [I.water]: 300, [I.coconut]: 40, [I.ashGourd]: 150, [I.coconutOil]: 10, [I.greenChilli]: 4, [I.cumin]: 2 }, SOUTH_TADKA, salt(6)), 760, ['mor kuzhambu', 'mor kulambu', 'majjige huli', 'pulissery', 'moru curry', 'kerala pulissery']),
  liquid('vatha-kuzhambu', 'Vatha kuzhambu', 'south-indian', mix({ [I.tamarind]: 40, [I.water]: 500, [I.sesameOil]: 30, 'G018': 60, [I.corianderSeed]: 6, [I.chilli]: 5, [I.jaggery]: 8 }, SOUTH_TADKA, salt(8)), 520, ['vatha kuzhambu', 'vathal kuzhambu', 'puli kuzhambu', 'pulusu', 'vatha kulambu']),
  liquid('tomato-soup', 'Tomato soup', 'international', mix({ [I.tomato]: 500, [I.water]: 300, [I.butter]: 10, [I.cream]: 20, [I.sugar]: 5, [I.onion]: 40 }, salt(5)), 700, ['tomato soup', 'cream of tomato soup', 'tamatar soup']),
  liquid('sweet-corn-soup', 'Sweet corn soup (veg)', 'pan-indian', mix({ [I.sweetCorn]: 200, [I.water]: 600, [I.cornflour]: 20, [I.carrot]: 30, [I.beans]: 30, [I.butter]: 8 }, salt(6)), 820, ['sweet corn soup', 'veg sweet corn soup', 'corn soup']),
  liquid('manchow-soup', 'Manchow soup', 'pan-indian', mix({ [I.cabbage]: 60, [I.carrot]: 40, [I.capsicum]: 30, [I.water]: 700, [I.cornflour]: 20, [I.soySauce]: 15, [I.oil]: 10, [I.garlic]: 8 }, salt(5)), 820, ['manchow soup', 'veg manchow soup', 'hot and sour soup']),
  liquid('chicken-soup', 'Chicken clear soup', 'pan-indian', mix({ [I.chicken]: 200, [I.water]: 900, [I.onion]: 40, [I.carrot]: 40, [I.pepper]: 2, [I.garlic]: 5 }, salt(5)), 950, ['chicken soup', 'chicken clear soup', 'chicken shorba', 'yakhni']),
  liquid('thukpa', 'Thukpa', 'nepali', mix({ 'noodles-cooked': 300, [I.chicken]: 150, [I.water]: 700, [I.cabbage]: 60, [I.carrot]: 40, [I.onion]: 40, [I.tomato]: 40, [I.oil]: 10, [I.soySauce]: 10, [I.garlic]: 5 }, salt(6)), 1300, ['thukpa', 'thenthuk', 'noodle soup', 'chicken thukpa']),
  chutney('coconut-chutney', 'Coconut chutney', 'south-indian', mix({ [I.coconut]: 150, [I.chanaDal]: 25, [I.greenChilli]: 6, [I.ginger]: 4, [I.water]: 120, [I.oil]: 5 }, SOUTH_TADKA, salt(4)), 310, ['coconut chutney', 'nariyal chutney', 'thengai chutney', 'kobbari pachadi', 'white chutney', 'chutney']),
  chutney('green-chutney', 'Green (mint-coriander) chutney', 'north-indian', mix({ [I.coriander]: 80, [I.mint]: 40, [I.greenChilli]: 8, [I.lemon]: 15, [I.ginger]: 5, [I.water]: 40, [I.sugar]: 3 }, salt(4)), 190, ['green chutney', 'hari chutney', 'pudina chutney', 'mint chutney', 'dhaniya chutney', 'coriander chutney', 'mint coriander chutney']),
  chutney('tomato-chutney', 'Tomato chutney', 'south-indian', mix({ [I.tomato]: 300, [I.onion]: 60, [I.oil]: 15, [I.chilli]: 4, [I.garlic]: 6, [I.tamarind]: 5 }, SOUTH_TADKA, salt(5)), 300, ['tomato chutney', 'thakkali chutney', 'red chutney', 'tamatar chutney', 'tomato pachadi']),
  chutney('onion-chutney', 'Onion chutney', 'south-indian', mix({ [I.onion]: 250, [I.oil]: 15, [I.chilli]: 4, [I.tamarind]: 5, [I.urad]: 8 }, salt(5)), 240, ['onion chutney', 'vengaya chutney', 'kara chutney']),
  chutney('peanut-chutney', 'Peanut chutney', 'south-indian', mix({ [I.peanut]: 120, [I.greenChilli]: 6, [I.tamarind]: 5, [I.water]: 100, [I.oil]: 5 }, SOUTH_TADKA, salt(4)), 230, ['peanut chutney', 'groundnut chutney', 'palli chutney', 'shengdana chutney', 'verkadalai chutney']),
  chutney('tamarind-chutney', 'Tamarind (imli) chutney', 'north-indian', mix({ [I.tamarind]: 80, [I.jaggery]: 120, [I.water]: 200, [I.cumin]: 3, [I.chilli]: 2, 'E018': 40 }, salt(4)), 330, ['imli chutney', 'tamarind chutney', 'saunth', 'meethi chutney', 'khajur imli chutney', 'sweet chutney']),
  chutney('garlic-chutney', 'Garlic chutney (lasun)', 'west-indian', mix({ [I.garlic]: 80, [I.dryCoconut]: 40, [I.chilli]: 15, [I.oil]: 10 }, salt(5)), 140, ['garlic chutney', 'lasun chutney', 'lehsun chutney', 'vada pav chutney']),
  chutney('gongura-chutney', 'Gongura pachadi', 'south-indian', mix({ [I.gongura]: 250, [I.oil]: 30, [I.chilli]: 8, [I.garlic]: 10 }, salt(6)), 220, ['gongura pachadi', 'gongura chutney', 'pulicha keerai thokku', 'ambadi chutney']),
  chutney('curry-leaf-chutney', 'Curry leaf chutney', 'south-indian', mix({ [I.curryLeaves]: 50, [I.urad]: 20, [I.tamarind]: 5, [I.coconut]: 40, [I.oil]: 8, [I.water]: 50 }, salt(3)), 170, ['curry leaf chutney', 'karuveppilai chutney', 'karivepaku pachadi']),
  chutney('raw-mango-chutney', 'Raw mango chutney', 'pan-indian', mix({ [I.rawMango]: 200, [I.jaggery]: 60, [I.cumin]: 2, [I.chilli]: 2 }, salt(3)), 230, ['raw mango chutney', 'kairi chutney', 'mango chutney', 'aam ki chutney', 'mangai pachadi']),
  chutney('pol-sambol', 'Pol sambol', 'sri-lankan', mix({ [I.coconut]: 200, [I.onion]: 40, [I.chilli]: 8, [I.lemon]: 15 }, salt(4)), 260, ['pol sambol', 'coconut sambol', 'thengai sambal']),
  chutney('lunu-miris', 'Lunu miris', 'sri-lankan', mix({ [I.onion]: 150, [I.chilli]: 25, [I.lemon]: 20 }, salt(6)), 195, ['lunu miris', 'katta sambol', 'chilli sambol']),
  chutney('chutney-podi', 'Chutney podi (gunpowder)', 'south-indian', mix({ [I.urad]: 60, [I.chanaDal]: 60, [I.chilli]: 20, [I.sesame]: 15, [I.oil]: 5, [I.hing]: 1 }, salt(6)), 160, ['gunpowder', 'podi', 'idli podi', 'milagai podi', 'chutney powder', 'karam podi']),
  chutney('mango-pickle', 'Mango pickle (achaar)', 'pan-indian', mix({ [I.rawMango]: 500, [I.mustardOil]: 150, [I.chilli]: 30, [I.mustardSeed]: 30, [I.methiSeed]: 15, [I.turmeric]: 8, 'G025': 5 }, salt(70)), 700, ['pickle', 'achaar', 'achar', 'mango pickle', 'aam ka achaar', 'avakaya', 'mangai oorugai', 'loncha']),
  chutney('lime-pickle', 'Lime pickle', 'pan-indian', mix({ [I.lemon]: 400, [I.oil]: 60, [I.chilli]: 25, [I.methiSeed]: 10, [I.mustardSeed]: 10 }, salt(60)), 520, ['lime pickle', 'lemon pickle', 'nimbu ka achaar', 'elumichai oorugai', 'nimbu achar']),
  raita('boondi-raita', 'Boondi raita', { [I.besan]: 40, [I.oil]: 10, [I.water]: 80 }, ['boondi raita', 'bundi raita']),
  raita('cucumber-raita', 'Cucumber raita', { [I.cucumber]: 150, [I.mint]: 3 }, ['cucumber raita', 'kheera raita', 'kakdi raita', 'raita', 'pachadi', 'vellarikka pachadi']),
  raita('onion-raita', 'Onion raita', { [I.onion]: 100, [I.greenChilli]: 3 }, ['onion raita', 'pyaz raita', 'onion pachadi', 'vengaya thayir pachadi']),
  raita('mix-veg-raita', 'Mixed vegetable raita', { [I.cucumber]: 60, [I.onion]: 40, [I.tomato]: 50, [I.coriander]: 3 }, ['mix veg raita', 'mixed raita', 'vegetable raita']),
  raita('pineapple-raita', 'Pineapple raita', { 'E053': 120, [I.sugar]: 10 }, ['pineapple raita', 'ananas raita']),
  raita('lauki-raita', 'Lauki raita', { [I.lauki]: 150 }, ['lauki raita', 'ghiya raita', 'dudhi raita']),
  dish('kachumber', 'Kachumber salad', 'north-indian', 'side', 'vegetable', KATORI_CURD, mix({ [I.cucumber]: 150, [I.tomato]: 120, [I.onion]: 80, [I.lemon]: 10, [I.coriander]: 5, [I.greenChilli]: 2 }, salt(2)), { yieldFactor: 1 }, { names: ['kachumber', 'kachumbar', 'salad', 'cucumber tomato onion salad', 'indian salad', 'green salad indian'] }),
  dish('onion-salad', 'Onion salad (laccha pyaz)', 'north-indian', 'side', 'vegetable', KATORI_CURD, mix({ [I.onion]: 200, [I.lemon]: 10, [I.chilli]: 1 }, salt(2)), { yieldFactor: 1 }, { names: ['onion salad', 'laccha pyaz', 'lachha pyaaz', 'sirka pyaz', 'pyaz salad'] }),
  dish('sprouts-salad', 'Sprouts salad (moong)', 'pan-indian', 'side', 'dry', KATORI_CURD, mix({ [I.moongWhole]: 100, [I.water]: 120, [I.onion]: 40, [I.tomato]: 40, [I.cucumber]: 40, [I.lemon]: 10, [I.coriander]: 5 }, salt(2)), { cookedG: 340 }, { names: ['sprouts salad', 'moong sprouts', 'sprouts', 'sprout salad', 'ankurit moong', 'sprouts chaat', 'usal'] }),
  dish('papad-roasted', 'Papad, roasted', 'pan-indian', 'side', 'piece', pieceServing('cookie'), mix({ [I.urad]: 100, [I.bakingSoda]: 1, [I.pepper]: 1, [I.water]: 5 }, salt(5)), { cookedG: 100 }, { pieceKind: 'cookie', names: ['papad', 'papadum', 'pappadam', 'roasted papad', 'appalam', 'papad roasted', 'poppadom'] }),
  dish('papad-fried', 'Papad, fried', 'pan-indian', 'side', 'piece', pieceServing('cookie'), mix({ [I.urad]: 100, [I.bakingSoda]: 1, [I.pepper]: 1, [I.water]: 5 }, salt(5)), { yieldFactor: 0.95 }, { pieceKind: 'cookie', fry: { oil: I.oil, absorption: 0.15 }, names: ['fried papad', 'papad fried', 'fried appalam', 'masala papad'] }),
];

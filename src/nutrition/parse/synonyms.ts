// Engine-level names: what athletes type → names to look up in the knowledge base, tried in
// order, used only when they resolve. They hold no nutrient numbers; they cover the gap while
// the knowledge base grows (each gap is listed for it in the engine's report).

/**
 * A generic word means the cooked, everyday form: "rice" is a katori of steamed rice, not
 * 100 g of raw grain. Tried before the plain lookup of the same words.
 */
export const PREFERRED: Record<string, string[]> = {
  rice: ['steamed rice', 'plain rice', 'cooked rice', 'boiled rice'],
  chawal: ['steamed rice', 'plain rice', 'cooked rice'],
  'white rice': ['steamed rice', 'plain rice', 'cooked rice'],
  'brown rice': ['brown rice cooked', 'cooked brown rice', 'brown rice'],
  chicken: ['chicken curry'],
  mutton: ['mutton curry'],
  fish: ['fish curry'],
  egg: ['boiled egg', 'egg boiled', 'whole egg'],
  anda: ['boiled egg', 'egg boiled'],
  dal: ['dal', 'dal tadka', 'toor dal', 'arhar dal'],
  daal: ['dal', 'dal tadka'],
  tea: ['chai', 'masala chai', 'tea with milk'],
  coffee: ['coffee', 'milk coffee', 'filter coffee'],
  oats: ['oats porridge', 'oats', 'rolled oats'],
  sabzi: ['mixed vegetable sabzi', 'sabzi', 'mix veg'],
  sabji: ['mixed vegetable sabzi', 'sabzi', 'mix veg'],
  subzi: ['mixed vegetable sabzi', 'sabzi', 'mix veg'],
  bhaji: ['mixed vegetable sabzi', 'sabzi'],
  salad: ['green salad', 'salad', 'kachumber'],
  bread: ['white bread', 'bread'],
  whey: ['whey protein', 'whey protein isolate'],
  protein: ['whey protein', 'whey protein isolate'],
  'protein shake': ['whey protein shake', 'protein shake', 'whey protein'],
  shake: ['protein shake', 'milkshake'],
  juice: ['orange juice', 'fruit juice'],
  potato: ['boiled potato', 'aloo sabzi'],
  aloo: ['aloo sabzi', 'boiled potato'],
};

/** Word-for-word alternatives: Hinglish and common spellings → the English or standard word. */
export const WORD_SYNONYMS: Record<string, string> = {
  chawal: 'rice', chaawal: 'rice', bhat: 'rice', bhaat: 'rice', annam: 'rice', saadam: 'rice', sadam: 'rice', bhath: 'rice',
  dahi: 'curd', yogurt: 'curd', yoghurt: 'curd', thayir: 'curd', perugu: 'curd', doi: 'curd',
  anda: 'egg', ande: 'egg', anday: 'egg', andey: 'egg', andaa: 'egg', mutta: 'egg', motte: 'egg', dim: 'egg', deem: 'egg',
  doodh: 'milk', dudh: 'milk', dood: 'milk', paal: 'milk',
  murgh: 'chicken', murg: 'chicken', kozhi: 'chicken', koli: 'chicken',
  gosht: 'mutton', meat: 'mutton', lamb: 'mutton', goat: 'mutton',
  machli: 'fish', machhli: 'fish', machi: 'fish', meen: 'fish', maach: 'fish', mach: 'fish',
  kela: 'banana', kele: 'banana', seb: 'apple', saeb: 'apple', santra: 'orange', aam: 'mango',
  chini: 'sugar', cheeni: 'sugar', shakkar: 'sugar', makhan: 'butter', makkhan: 'butter', tel: 'oil',
  chapathi: 'chapati', chappathi: 'chapati', chapatti: 'chapati', chappati: 'chapati', chapatis: 'chapati', rotli: 'roti', phulka: 'phulka',
  parantha: 'paratha', paratha: 'paratha', prantha: 'paratha', paratta: 'paratha', parotta: 'parotta', porotta: 'parotta',
  panner: 'paneer', paner: 'paneer', pannir: 'paneer', paneeer: 'paneer',
  daal: 'dal', dhal: 'dal', dall: 'dal', dhall: 'dal', paruppu: 'dal', pappu: 'dal',
  sabji: 'sabzi', subzi: 'sabzi', subji: 'sabzi', sabjee: 'sabzi', bhaji: 'sabzi', tarkari: 'sabzi', poriyal: 'sabzi',
  biriyani: 'biryani', briyani: 'biryani', biryanni: 'biryani', biriani: 'biryani',
  chai: 'tea', chaai: 'tea', chay: 'tea', cha: 'tea', kaapi: 'coffee', kapi: 'coffee',
  oatmeal: 'oats', porridge: 'oats',
  nimbu: 'lemon', pyaz: 'onion', pyaaz: 'onion', kheera: 'cucumber', tamatar: 'tomato', gajar: 'carrot', palak: 'spinach',
  badam: 'almond', kaju: 'cashew', akhrot: 'walnut', mungfali: 'peanut', moongphali: 'peanut', singdana: 'peanut',
  chana: 'chickpea', chole: 'chole', channa: 'chana', rajmah: 'rajma',
  chaas: 'buttermilk', chhaas: 'buttermilk', mattha: 'buttermilk', majjige: 'buttermilk', moru: 'buttermilk', lassi: 'lassi',
};

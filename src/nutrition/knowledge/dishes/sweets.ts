// Sweets and desserts. Syrup sweets are weighed with the syrup they hold; milk sweets from
// reduced milk (khoa, IFCT L004) or chhena (paneer, IFCT L003). Serving = one medium piece,
// or one katori for kheer, halwa and payasam.
import type { DishDef, Region } from '../defs';
import { I, KATORI_DESSERT, dish, mix, pieceServing, whole } from './common';

const piece = (id: string, name: string, region: Region, kind: string, ingredients: Record<string, number>, cookedG: number, names: string[], fryAbsorption?: number): DishDef =>
  dish(id, name, region, 'sweet', 'piece', pieceServing(kind), ingredients, fryAbsorption ? { yieldFactor: cookedG } : { cookedG },
    { names, pieceKind: kind, ...(fryAbsorption ? { fry: { oil: I.ghee, absorption: fryAbsorption } } : {}) });
const bowl = (id: string, name: string, region: Region, ingredients: Record<string, number>, cookedG: number, names: string[]): DishDef =>
  dish(id, name, region, 'sweet', 'dessert', KATORI_DESSERT, ingredients, { cookedG }, { names });

// Kheer-type: milk reduced by about a third with rice, vermicelli, dal ...
const kheer = (id: string, name: string, region: Region, base: Record<string, number>, names: string[]): DishDef =>
  bowl(id, name, region, mix({ [I.milk]: 1000, [I.sugar]: 80, [I.cardamom]: 1, [I.almond]: 10, [I.cashew]: 10 }, base), 800, names);

export const SWEETS: DishDef[] = [
  piece('gulab-jamun', 'Gulab jamun', 'pan-indian', 'gulab-jamun', mix({ [I.khoa]: 200, [I.maida]: 30, [I.bakingSoda]: 1, [I.sugar]: 400, [I.water]: 350, [I.cardamom]: 1 }), 0.72, ['gulab jamun', 'gulab jamoon', 'gulabjamun', 'kala jamun', 'pantua', 'jamun sweet'], 0.08),
  piece('rasgulla', 'Rasgulla', 'east-indian', 'rasgulla', mix({ [I.paneer]: 250, [I.sugar]: 300, [I.water]: 500 }), 760, ['rasgulla', 'rasagola', 'rosogolla', 'roshogolla', 'rasagulla', 'spongy rasgulla']),
  piece('rasmalai', 'Rasmalai', 'east-indian', 'rasgulla', mix({ [I.paneer]: 200, [I.milk]: 800, [I.sugar]: 150, [I.almond]: 10, [I.cardamom]: 1 }), 800, ['rasmalai', 'ras malai', 'rosmalai']),
  piece('sandesh', 'Sandesh', 'east-indian', 'barfi', mix({ [I.paneer]: 300, [I.sugar]: 70, [I.cardamom]: 1 }), 330, ['sandesh', 'sondesh', 'shondesh']),
  piece('chum-chum', 'Chum chum', 'bangladeshi', 'rasgulla', mix({ [I.paneer]: 250, [I.sugar]: 250, [I.water]: 300, [I.khoa]: 40, [I.dryCoconut]: 10 }), 560, ['chum chum', 'cham cham', 'chomchom']),
  piece('jalebi', 'Jalebi', 'pan-indian', 'jalebi', mix({ [I.maida]: 200, [I.curd]: 40, [I.water]: 160, [I.sugar]: 300, [I.cornflour]: 10 }), 0.75, ['jalebi', 'jilebi', 'jilapi', 'zulbia', 'jalebis', 'imarti', 'jangiri'], 0.15),
  piece('kaju-katli', 'Kaju katli', 'pan-indian', 'barfi', mix({ [I.cashew]: 250, [I.sugar]: 150, [I.water]: 70, [I.ghee]: 5 }), 400, ['kaju katli', 'kaju barfi', 'kaju burfi', 'cashew barfi', 'kaju katri']),
  piece('milk-barfi', 'Milk barfi (khoa)', 'pan-indian', 'barfi', mix({ [I.khoa]: 300, [I.sugar]: 100, [I.ghee]: 10, [I.cardamom]: 1 }), 390, ['barfi', 'burfi', 'milk barfi', 'khoya barfi', 'mawa barfi', 'kalakand', 'milk cake']),
  piece('coconut-barfi', 'Coconut barfi', 'pan-indian', 'barfi', mix({ [I.coconut]: 250, [I.sugar]: 150, [I.milk]: 100, [I.ghee]: 10 }), 400, ['coconut barfi', 'nariyal barfi', 'thengai burfi', 'coconut burfi', 'kopra pak']),
  piece('peda', 'Peda', 'pan-indian', 'barfi', mix({ [I.khoa]: 300, [I.sugar]: 90, [I.cardamom]: 1 }), 370, ['peda', 'pedha', 'pera', 'mathura peda', 'doodh peda']),
  piece('besan-ladoo', 'Besan ladoo', 'pan-indian', 'ladoo', mix({ [I.besan]: 250, [I.ghee]: 120, [I.sugar]: 180, [I.cardamom]: 1 }), 520, ['besan ladoo', 'besan laddu', 'besan ke laddu', 'ladoo', 'laddu', 'laddoo']),
  piece('motichoor-ladoo', 'Motichoor / boondi ladoo', 'pan-indian', 'ladoo', mix({ [I.besan]: 200, [I.ghee]: 100, [I.sugar]: 250, [I.water]: 120 }), 560, ['motichoor ladoo', 'boondi ladoo', 'boondi laddu', 'motichur laddu', 'bundi laddu']),
  piece('rava-ladoo', 'Rava ladoo', 'south-indian', 'ladoo', mix({ [I.sooji]: 200, [I.ghee]: 80, [I.sugar]: 150, [I.coconut]: 40, [I.cashew]: 15, [I.raisin]: 15, [I.milk]: 40 }), 520, ['rava ladoo', 'rava laddu', 'sooji ladoo', 'suji laddu']),
  piece('til-ladoo', 'Til ladoo (sesame-jaggery)', 'west-indian', 'ladoo', mix({ [I.sesame]: 200, [I.jaggery]: 180, [I.peanut]: 40, [I.ghee]: 10 }), 420, ['til ladoo', 'til laddu', 'til gud ladoo', 'ellu urundai', 'nuvvula laddu']),
  piece('dry-fruit-ladoo', 'Dry fruit ladoo (dates-nuts)', 'pan-indian', 'ladoo', mix({ 'E018': 250, [I.almond]: 60, [I.cashew]: 60, 'H018': 30, [I.ghee]: 10 }), 410, ['dry fruit ladoo', 'dates ladoo', 'khajur ladoo', 'energy balls', 'protein balls']),
  piece('mysore-pak', 'Mysore pak', 'south-indian', 'barfi', mix({ [I.besan]: 150, [I.ghee]: 250, [I.sugar]: 300, [I.water]: 120 }), 700, ['mysore pak', 'mysore paak', 'mysorepak']),
  piece('soan-papdi', 'Soan papdi', 'north-indian', 'barfi', mix({ [I.besan]: 120, [I.maida]: 120, [I.ghee]: 150, [I.sugar]: 300, [I.water]: 100, [I.almond]: 10 }), 670, ['soan papdi', 'son papdi', 'patisa', 'soan cake']),
  piece('balushahi', 'Balushahi', 'north-indian', 'gulab-jamun', mix({ [I.maida]: 250, [I.ghee]: 60, [I.curd]: 50, [I.sugar]: 250, [I.water]: 100 }), 0.82, ['balushahi', 'badusha', 'badushah'], 0.15),
  piece('malpua', 'Malpua', 'north-indian', 'gulab-jamun', mix({ [I.maida]: 150, [I.milk]: 200, [I.sugar]: 250, [I.water]: 150, [I.khoa]: 30 }), 0.75, ['malpua', 'malpoa', 'pua'], 0.15),
  piece('modak', 'Modak (steamed, ukadiche)', 'west-indian', 'ladoo', mix({ [I.riceFlour]: 150, [I.water]: 180, [I.coconut]: 150, [I.jaggery]: 120, [I.ghee]: 10 }), 560, ['modak', 'ukadiche modak', 'kozhukattai', 'modhak', 'sweet kozhukattai']),
  piece('puran-poli', 'Puran poli', 'west-indian', 'paratha', mix({ [I.chanaDal]: 200, [I.jaggery]: 180, [I.atta]: 150, [I.maida]: 50, [I.ghee]: 60, [I.water]: 300 }), 720, ['puran poli', 'holige', 'obbattu', 'bobbatlu', 'poli sweet', 'vedmi']),
  piece('adhirasam', 'Adhirasam', 'south-indian', 'cookie', mix({ [I.riceFlour]: 250, [I.jaggery]: 200, [I.water]: 60 }), 0.85, ['adhirasam', 'athirasam', 'anarsa', 'ariselu'], 0.18),
  piece('sel-roti', 'Sel roti', 'nepali', 'puri', mix({ [I.riceFlour]: 250, [I.sugar]: 60, [I.ghee]: 20, [I.milk]: 150, ['E012']: 50 }), 0.82, ['sel roti', 'selroti', 'nepali sel roti'], 0.18),
  piece('kavum', 'Kavum (oil cake)', 'sri-lankan', 'cookie', mix({ [I.riceFlour]: 250, [I.jaggery]: 150, [I.coconutMilk]: 60 }), 0.85, ['kavum', 'konda kavum', 'mun kavum'], 0.22),
  piece('pitha', 'Bhapa pitha', 'bangladeshi', 'idli', mix({ [I.riceFlour]: 200, [I.jaggery]: 100, [I.coconut]: 100, [I.water]: 120 }), 460, ['pitha', 'bhapa pitha', 'patishapta', 'chitoi pitha', 'puli pitha']),
  piece('chikki', 'Peanut chikki', 'west-indian', 'barfi', mix({ [I.peanut]: 250, [I.jaggery]: 200, [I.ghee]: 5 }), 430, ['chikki', 'peanut chikki', 'groundnut chikki', 'gajak', 'kadalai mittai', 'peanut brittle']),
  piece('ghevar', 'Ghevar', 'west-indian', 'generic', mix({ [I.maida]: 200, [I.ghee]: 60, [I.milk]: 100, [I.water]: 300, [I.sugar]: 300 }), 0.8, ['ghevar', 'malai ghevar'], 0.2),
  bowl('gajar-halwa', 'Gajar halwa', 'north-indian', mix({ [I.carrot]: 1000, [I.milk]: 500, [I.sugar]: 150, [I.ghee]: 60, [I.khoa]: 100, [I.cashew]: 20, [I.almond]: 15, [I.cardamom]: 2 }), 900, ['gajar halwa', 'gajar ka halwa', 'carrot halwa', 'gajrela']),
  bowl('moong-dal-halwa', 'Moong dal halwa', 'north-indian', mix({ [I.moong]: 200, [I.ghee]: 150, [I.sugar]: 200, [I.milk]: 300, [I.water]: 100, [I.almond]: 15 }), 760, ['moong dal halwa', 'moong halwa', 'mung dal halwa']),
  bowl('sooji-halwa', 'Sooji halwa (sheera)', 'pan-indian', mix({ [I.sooji]: 150, [I.ghee]: 80, [I.sugar]: 150, [I.water]: 450, [I.cashew]: 10, [I.raisin]: 10, [I.cardamom]: 1 }), 720, ['sooji halwa', 'suji halwa', 'rava kesari', 'sheera', 'kesari', 'kesari bath', 'halwa', 'sojji', 'rava sheera']),
  bowl('atta-halwa', 'Atta halwa (kada prasad)', 'north-indian', mix({ [I.atta]: 150, [I.ghee]: 150, [I.sugar]: 150, [I.water]: 450 }), 750, ['atta halwa', 'kada prasad', 'karah prashad', 'aate ka halwa', 'wheat halwa']),
  bowl('lauki-halwa', 'Lauki halwa', 'north-indian', mix({ [I.lauki]: 1000, [I.milk]: 500, [I.sugar]: 150, [I.ghee]: 40, [I.khoa]: 80 }), 850, ['lauki halwa', 'dudhi halwa', 'ghiya halwa']),
  kheer('rice-kheer', 'Rice kheer', 'pan-indian', { [I.rice]: 60 }, ['kheer', 'rice kheer', 'chawal ki kheer', 'payesh', 'payasam rice', 'paal payasam', 'palada', 'firni', 'phirni', 'rice pudding']),
  kheer('seviyan-kheer', 'Seviyan kheer (semiya payasam)', 'pan-indian', { [I.vermicelli]: 70, [I.ghee]: 10 }, ['seviyan', 'sewaiyan', 'seviyan kheer', 'semiya payasam', 'vermicelli kheer', 'sheer khurma', 'shemai']),
  kheer('sabudana-kheer', 'Sabudana kheer', 'west-indian', { [I.sago]: 70 }, ['sabudana kheer', 'sago payasam', 'javvarisi payasam']),
  bowl('paruppu-payasam', 'Paruppu payasam (moong dal-jaggery)', 'south-indian', mix({ [I.moong]: 100, [I.jaggery]: 150, [I.coconutMilk]: 200, [I.water]: 400, [I.ghee]: 15, [I.cashew]: 10 }), 780, ['paruppu payasam', 'pasi paruppu payasam', 'parippu pradhaman', 'moong dal payasam']),
  bowl('shrikhand', 'Shrikhand', 'west-indian', mix({ [I.curd]: 1000, [I.sugar]: 150, [I.cardamom]: 1, 'H018': 10 }), 650, ['shrikhand', 'srikhand', 'amrakhand', 'mango shrikhand']),
  bowl('basundi', 'Basundi / rabri', 'west-indian', mix({ [I.milk]: 1000, [I.sugar]: 70, [I.almond]: 10, 'H018': 10, [I.cardamom]: 1 }), 450, ['basundi', 'rabri', 'rabdi', 'rabadi']),
  bowl('mishti-doi', 'Mishti doi', 'east-indian', mix({ [I.milk]: 1000, [I.sugar]: 100 }), 700, ['mishti doi', 'misti doi', 'sweet curd', 'meethi dahi', 'bhapa doi']),
  bowl('sweet-pongal', 'Sakkarai pongal', 'south-indian', mix({ [I.rice]: 100, [I.moong]: 30, [I.jaggery]: 150, [I.ghee]: 40, [I.milk]: 100, [I.water]: 300, [I.cashew]: 10, [I.raisin]: 10 }), 600, ['sakkarai pongal', 'sweet pongal', 'chakkara pongali', 'sihi pongal']),
  bowl('wattalapam', 'Wattalapam', 'sri-lankan', mix({ [I.coconutMilk]: 400, [I.jaggery]: 200, [I.egg]: 250, [I.cashew]: 20 }), 800, ['wattalapam', 'watalappan', 'vattalappam']),
  bowl('fruit-custard', 'Fruit custard', 'pan-indian', mix({ [I.milk]: 500, [I.sugar]: 60, [I.cornflour]: 25, 'E012': 100, 'E001': 100, 'E025': 80 }), 820, ['fruit custard', 'custard', 'fruit salad with custard']),
  bowl('kulfi', 'Kulfi', 'north-indian', mix({ [I.milk]: 1000, [I.sugar]: 80, [I.khoa]: 50, 'H018': 15 }), 450, ['kulfi', 'malai kulfi', 'matka kulfi', 'kulfi falooda']),
  dish('halwa-gond', 'Dry fruit panjiri', 'north-indian', 'sweet', 'dessert', whole(50, '2 heaped tablespoons'), mix({ [I.atta]: 200, [I.ghee]: 120, [I.sugar]: 150, [I.almond]: 40, [I.cashew]: 30, 'H014': 20 }), { cookedG: 540 }, { names: ['panjiri', 'pinni', 'atta pinni', 'gond laddu'] }),
  dish('jaggery-piece', 'Jaggery piece (gur)', 'pan-indian', 'sweet', 'condiment', whole(10, '1 small piece'), { [I.jaggery]: 10 }, { cookedG: 10 }, { names: ['gur piece', 'jaggery piece', 'gud ki dali', 'gur ki dali'] }),
];

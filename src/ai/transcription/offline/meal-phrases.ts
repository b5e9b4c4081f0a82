// The words around food names in a spoken meal log, for the language model's corpus. Lists
// repeat items to make them more likely; the mix is a guess at everyday speech, not measured.
import type { ServingClass } from '../../../nutrition/knowledge/index';

/**
 * Foods logged day after day by Indian athletes and households (breads, rice, dals, breakfasts,
 * eggs, dairy, fruit, drinks, gym staples), by the name people say. The recogniser weighs its
 * guesses by how likely a word is, so an everyday food should beat one of the hundreds of
 * regional dishes that sound a little like it. Names missing from the knowledge base are skipped.
 */
export const STAPLES = [
  'roti', 'chapati', 'phulka', 'paratha', 'aloo paratha', 'naan', 'butter naan', 'puri', 'bread', 'brown bread', 'toast', 'pav',
  'rice', 'jeera rice', 'curd rice', 'lemon rice', 'brown rice', 'veg pulao', 'chicken biryani', 'veg biryani', 'khichdi', 'fried rice', 'rajma chawal',
  'dal', 'dal tadka', 'dal fry', 'moong dal', 'dal makhani', 'sambar', 'rasam', 'rajma', 'chole', 'kadhi', 'chana masala',
  'idli', 'dosa', 'masala dosa', 'vada', 'upma', 'poha', 'uttapam', 'besan chilla', 'oats', 'cornflakes', 'muesli', 'dhokla', 'veg sandwich',
  'egg', 'boiled egg', 'omelette', 'egg bhurji', 'egg white', 'fried egg',
  'chicken curry', 'chicken breast', 'grilled chicken', 'butter chicken', 'tandoori chicken', 'chicken tikka', 'fish curry', 'fish fry', 'mutton curry',
  'paneer', 'paneer bhurji', 'palak paneer', 'paneer tikka', 'matar paneer', 'soya chunks', 'sprouts', 'whey protein', 'protein bar', 'peanut butter',
  'milk', 'curd', 'dahi', 'lassi', 'buttermilk', 'chaas', 'tea', 'chai', 'masala chai', 'coffee', 'black coffee', 'green tea', 'coconut water', 'orange juice', 'banana shake', 'water',
  'banana', 'apple', 'orange', 'mango', 'papaya', 'watermelon', 'grapes', 'pomegranate', 'guava', 'fruit salad',
  'almonds', 'peanuts', 'walnuts', 'cashews', 'raisins',
  'aloo gobi', 'bhindi sabzi', 'mix veg', 'aloo sabzi', 'palak', 'salad', 'baingan bharta', 'aloo matar',
  'samosa', 'biscuits', 'pakora', 'vada pav', 'maggi', 'gulab jamun', 'kheer', 'ladoo', 'halwa', 'jalebi', 'ice cream', 'chocolate',
];

/** Units people say for each kind of food ("a glass of lassi", "a katori of dal"). */
export const UNITS_BY_CLASS: Partial<Record<ServingClass, string[]>> = {
  liquid: ['katori', 'katori', 'bowl', 'bowl', 'cup'],
  curry: ['katori', 'bowl', 'bowl', 'plate', 'cup'],
  dry: ['katori', 'bowl', 'plate', 'plate', 'serving'],
  rice: ['plate', 'plate', 'bowl', 'bowl', 'katori', 'cup'],
  dessert: ['bowl', 'katori', 'cup', 'piece', 'scoop'],
  curd: ['katori', 'bowl', 'bowl', 'cup'],
  beverage: ['glass', 'glass', 'glass', 'cup', 'cup', 'mug', 'bottle'],
  'grain-dry': ['bowl', 'bowl', 'cup', 'packet'],
  nuts: ['handful', 'handful', 'handful', 'bowl', 'spoon'],
  fruit: ['bowl', 'plate', 'slice', 'piece'],
  vegetable: ['bowl', 'plate', 'cup'],
  meat: ['piece', 'piece', 'plate', 'bowl', 'serving'],
  fat: ['spoon', 'teaspoon', 'tablespoon'],
  condiment: ['spoon', 'teaspoon', 'tablespoon'],
  spread: ['spoon', 'tablespoon', 'teaspoon'],
  powder: ['scoop', 'scoop', 'scoop', 'spoon', 'tablespoon'],
  'bread-slice': ['slice', 'slice', 'piece'],
  piece: ['plate', 'piece', 'piece'],
  egg: ['plate'],
  solid: ['piece', 'slice', 'plate'],
  biscuit: ['packet', 'piece'],
};

/** Foods counted one by one ("two rotis", "three eggs"). */
export const COUNTED: ReadonlySet<ServingClass> = new Set(['piece', 'egg', 'fruit', 'biscuit', 'solid']);

/** Foods also weighed ("two hundred grams of chicken breast"). */
export const WEIGHED: ReadonlySet<ServingClass> = new Set(['meat', 'rice', 'grain-dry', 'nuts', 'curd', 'powder', 'dry', 'vegetable']);

export const AMOUNTS = ['a', 'a', 'a', 'a', 'a', 'one', 'one', 'one', 'two', 'two', 'two', 'two', 'three', 'three', 'four', 'half a', 'half a', 'a big', 'a small', 'one more'];
export const COUNTS = ['a', 'a', 'one', 'one', 'two', 'two', 'two', 'two', 'three', 'three', 'three', 'four', 'four', 'five', 'six', 'six', 'eight', 'ten', 'twelve', 'half a', 'a couple of'];
export const GRAMS = ['fifty', 'hundred', 'a hundred', 'one hundred', 'one fifty', 'two hundred', 'two fifty', 'three hundred', 'four hundred', 'five hundred', 'thirty', 'twenty', 'forty'];
export const MILLILITRES = ['two hundred', 'two fifty', 'three hundred', 'five hundred', 'hundred'];
/** Hindi numbers in an English sentence ("ek katori dal", "do roti"), said without "of". */
export const HINDI_AMOUNTS = ['ek', 'ek', 'ek', 'do', 'do', 'teen'];

export const MEALS = ['breakfast', 'breakfast', 'lunch', 'lunch', 'dinner', 'dinner', 'a snack', 'snacks', 'brunch', 'supper', 'my pre workout', 'my post workout', 'my evening snack'];
export const LEADS = [
  'i had', 'i had', 'i had', 'i had', 'i ate', 'i ate', 'i ate', 'had', 'ate', 'i drank', 'i just had', 'i also had', 'today i had',
  'for {meal} i had', 'for {meal} i had', 'for {meal} i ate', 'for {meal}', '{meal} was', 'in {meal} i had', 'my {meal} was',
];
export const TAILS = [
  'for {meal}', 'for {meal}', 'for {meal}', 'for {meal}', 'after training', 'after training', 'after nets', 'after the match', 'before the match',
  'after the gym', 'before training', 'after my workout', 'after dinner', 'after lunch', 'in the morning', 'at night', 'this morning', 'today',
  'yesterday', 'at lunch', 'at dinner', 'at breakfast', 'in the evening', 'at tea time', 'during the match', 'during the break',
];

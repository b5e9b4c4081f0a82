// The landing page's words, kept apart from layout so copy edits do not touch markup.
export const PROBLEMS = [
  {
    title: 'Calorie apps don’t know a katori',
    text: 'Generic trackers make you hunt for “lentil soup, 1 cup” when you ate dal tadka, two phulkas and a spoon of achaar. So you stop logging by Wednesday.',
  },
  {
    title: 'Training days aren’t rest days',
    text: 'A six-hour Test day, a nets session, a gym block: your needs swing every day, and a one-size goal tells you nothing about recovery.',
  },
  {
    title: 'Logging eats your time',
    text: 'Weighing, searching and tapping through menus after a long session is the last thing you want. Logging has to be quicker than the meal.',
  },
];

export const FEATURES = [
  {
    title: 'Type it like you’d say it',
    text: '“2 aloo parathas with curd, a banana and chai after nets.” Crease reads Hinglish, katoris, plates and pieces, and turns it into calories, protein, carbs and fat.',
  },
  {
    title: 'Knows subcontinental food',
    text: 'Numbers come from the Indian Food Composition Tables: biryani, dosa, poha, rajma chawal, sambhar and hundreds more, down to the serving.',
  },
  {
    title: 'Built around training',
    text: 'A daily score and clear bars for protein, carbs and the rest, so you can see at a glance whether you fuelled for the day you had.',
  },
];

export const FAQ = [
  {
    q: 'Is Crease free?',
    a: 'Yes. Crease is free during early access. Pricing comes later, and early members will hear about it first.',
  },
  {
    q: 'How accurate are the numbers?',
    a: 'For common dishes Crease aims for 99%+ accuracy against the reference food-composition values it is built on. Portion size matters most, so say “2 rotis” or “1 katori”, and you can fix any meal in plain words.',
  },
  {
    q: 'Do I need to photograph every meal?',
    a: 'No. A one-line description works for about 95% of meals. Add a photo when a plate is hard to describe, or just say it out loud.',
  },
  {
    q: 'When do I get access?',
    a: 'We open Crease in waves. The top of the referral leaderboard gets in first, then the rest of the queue in sign-up order.',
  },
  {
    q: 'How do I move up the queue?',
    a: 'Share your personal link. Every teammate who joins through it counts as one referral, and more referrals move you up the leaderboard.',
  },
];

// A match day's plan, written for cricketers, with this athlete's numbers.
//
// Before play: Thomas DT et al., ACSM/AND/DC position stand 2016 — 1-4 g/kg of carbohydrate in
// the 1-4 hours before; Sawka MN et al., ACSM position stand on fluid replacement 2007 — 5-7 ml/kg
// slowly about 4 hours before, another 3-5 ml/kg about 2 hours before if no urine or it is dark.
// During play: drink to the sweat rate, losing no more than 2 % of body weight (ACSM 2007);
// 30-60 g of carbohydrate an hour in play of 1-2.5 hours and longer (ACSM 2016).
// After: 1.0-1.2 g/kg of carbohydrate an hour for the first 4 hours when the next session is
// less than 8 hours away (ACSM 2016), about 1.5 L for each kg lost (ACSM 2007), then a meal with
// carbohydrate and about 0.3 g/kg of protein (ISSN 2017; Moore et al. 2015) within 3-4 hours.
//
// Without a start time a typical one is assumed (an evening T20, a morning one-day and
// multi-day start) and said so.
import type { MatchFormat, TimelineItem } from '../../contracts/athlete';
import { SWEAT_HOURS } from './fluids';

export const ASSUMED_START: Record<MatchFormat, string> = { t20: '19:30', 'one-day': '10:00', 'multi-day': '09:30' };
/** Length of a day's play, breaks included, in hours. */
export const MATCH_HOURS: Record<MatchFormat, number> = { t20: 3.5, 'one-day': 8, 'multi-day': 7 };

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** "HH:MM" a number of minutes after a start, wrapping past midnight. */
function at(start: number, offsetMin: number): string {
  const t = (((start + offsetMin) % 1440) + 1440) % 1440;
  return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
}

/** Grams to the nearest 5, ml to the nearest 50: numbers a person can act on. */
const g = (x: number) => Math.round(x / 5) * 5;
const ml = (x: number) => Math.round(x / 50) * 50;

export function matchTimeline(opts: {
  weightKg: number;
  format: MatchFormat;
  startTime: string | null;
  sweatRateMlPerHour: number;
  /** True when the rate is from the athlete's own sweat test. */
  measuredRate: boolean;
}): TimelineItem[] {
  const { weightKg: kg, format } = opts;
  const startText = opts.startTime ?? ASSUMED_START[format];
  const start = minutesOf(startText);
  const end = Math.round(MATCH_HOURS[format] * 60);
  const assumed = opts.startTime ? '' : ` (Start assumed at ${startText}: set the start time for exact times.)`;
  const rate = ml(opts.sweatRateMlPerHour);
  const longGame = format !== 't20';
  // Replace the sweat beyond the 2 % a player may lose over the hours of sweating.
  const drink = ml(Math.max(0, opts.sweatRateMlPerHour - (0.02 * kg * 1000) / SWEAT_HOURS[format]));

  const items: TimelineItem[] = [
    {
      at: at(start, -240),
      title: 'Fluids before play',
      detail:
        `Drink ${ml(5 * kg)}-${ml(7 * kg)} ml slowly over the next hour or two. If your urine is still dark ` +
        `two hours before play, another ${ml(3 * kg)}-${ml(5 * kg)} ml.${assumed}`,
    },
    {
      at: at(start, -180),
      title: 'Pre-match meal',
      detail:
        `About ${g(3 * kg)} g of carbohydrate: rice, roti, idli, dosa, poha or pasta, with some protein. ` +
        'Go easy on fat, fibre and spice so it sits well.',
    },
    {
      at: at(start, -60),
      title: 'Top-up before play',
      detail: `About ${g(1 * kg)} g of carbohydrate: a banana and bread with honey, or a sports drink. Keep sipping.`,
    },
    {
      at: null,
      title: 'During play',
      detail:
        `You sweat about ${rate} ml an hour (${opts.measuredRate ? 'from your sweat test' : 'an estimate: a sweat test makes it yours'}). ` +
        `Drink about ${drink} ml an hour, in sips at drinks breaks, between overs and when a wicket falls, so you ` +
        `lose no more than ${(0.02 * kg).toFixed(1)} kg (2 % of your weight) by the end.` +
        (longGame
          ? ' In a long spell or innings, 30-60 g of carbohydrate an hour: a sports drink, a banana, sandwiches.'
          : ''),
    },
  ];
  if (format === 'one-day')
    items.push({
      at: at(start, 240),
      title: 'Innings break',
      detail: `A light, carbohydrate-rich snack, about ${g(1 * kg)} g, and refill your bottle.`,
    });
  if (format === 'multi-day')
    items.push(
      {
        at: at(start, 120),
        title: 'Lunch',
        detail: `Carbohydrate-rich and light: about ${g(1 * kg)} g of carbohydrate with some protein; refill your bottle.`,
      },
      {
        at: at(start, 280),
        title: 'Tea',
        detail: `A carbohydrate snack, about ${g(0.5 * kg)} g, and fluids.`,
      },
    );
  items.push(
    {
      at: at(start, end),
      title: 'Straight after play',
      detail:
        (format === 'multi-day'
          ? `Play resumes tomorrow: about ${g(1.0 * kg)}-${g(1.2 * kg)} g of carbohydrate an hour until your meal.`
          : `If you play or train again within a day, about ${g(1.0 * kg)}-${g(1.2 * kg)} g of carbohydrate an hour until your meal; otherwise a snack with carbohydrate.`) +
        ' Drink about 1.5 L for every kg you lost, with a little salt (a salty snack or a sports drink).',
    },
    {
      at: at(start, end + 120),
      title: 'Recovery meal',
      detail: `Carbohydrate and about ${g(0.3 * kg)} g of protein (dal, eggs, chicken, fish or paneer with rice or roti), within 3-4 hours of the finish.`,
    },
  );
  return items;
}

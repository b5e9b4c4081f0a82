// Words for the athlete profile's choices (issue 16).
import type { CRICKET_ROLES, GOALS, SEXES, SPORTS } from '../../../contracts/athlete';

export const SPORT_LABELS: Record<(typeof SPORTS)[number], string> = {
  cricket: 'Cricket',
  football: 'Football',
  hockey: 'Hockey',
  athletics: 'Athletics',
  tennis: 'Tennis',
  badminton: 'Badminton',
  other: 'Other sport',
};

export const CRICKET_ROLE_LABELS: Record<(typeof CRICKET_ROLES)[number], string> = {
  'fast-bowler': 'Fast bowler',
  'spin-bowler': 'Spin bowler',
  batter: 'Batter',
  'wicket-keeper': 'Wicket-keeper',
  'all-rounder': 'All-rounder',
};

export const GOAL_LABELS: Record<(typeof GOALS)[number], string> = {
  maintain: 'Maintain',
  'gain-muscle': 'Gain muscle',
  'lose-fat': 'Lose fat',
};

export const SEX_LABELS: Record<(typeof SEXES)[number], string> = { female: 'Female', male: 'Male' };

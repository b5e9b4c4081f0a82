// Messages of SPEC §8 that more than one feature answers with, so they stay word for word alike.

export const MEAL_NOT_FOUND = 'Meal not found';
export const RATE_LIMITED = 'Rate limit exceeded. Please try again later.';

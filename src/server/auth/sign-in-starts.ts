// How many sign-ins one network address may start: each start stores a row (our sign-in state,
// the embedded provider's interaction), so a guest looping on a plain GET must meet a cap.
// Plenty for a team behind one address; expired rows are swept (jobs/sweep-expired-rows.ts).
export const SIGN_IN_STARTS_PER_IP = { max: 100, windowMs: 10 * 60_000 };
export const TOO_MANY_STARTS = 'Too many sign-ins from your network. Please wait a few minutes and try again.';

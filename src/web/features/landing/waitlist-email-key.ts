// Where the joined email is kept on the device (SPEC §3). Its own file: the entry script reads it
// before any of the landing page's code is loaded.
export const WAITLIST_EMAIL_KEY = 'waitlist_email';
/** Kept beside it: the join answer's restore token, the proof that the saved place is this device's own. */
export const WAITLIST_TOKEN_KEY = 'waitlist_token';

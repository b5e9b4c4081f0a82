// Where the joined email is kept on the device (SPEC §3). Its own file: the entry script reads it
// before any of the landing page's code is loaded.
export const WAITLIST_EMAIL_KEY = 'waitlist_email';

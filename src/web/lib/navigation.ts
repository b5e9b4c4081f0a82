// Sign-in and sign-out are full-page navigations to the server (SPEC §4), never client routes.
export const SIGN_IN_PATH = '/api/login';
export const SIGN_OUT_PATH = '/api/logout';

export function goToSignIn(): void {
  window.location.assign(SIGN_IN_PATH);
}

export function goToSignOut(): void {
  window.location.assign(SIGN_OUT_PATH);
}

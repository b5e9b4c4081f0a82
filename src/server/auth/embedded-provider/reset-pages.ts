// The password-reset pages, in the look of the sign-in pages (plain forms, no script).
import { escape, layout } from './pages';

const backToSignIn = (uid?: string) =>
  `<a class="back" href="${uid ? `/oidc/interaction/${encodeURIComponent(uid)}` : '/api/login'}">Back to sign in</a>`;

export function forgotPasswordPage(opts: { uid?: string; email?: string; error?: string }): string {
  const action = `/oidc/forgot-password${opts.uid ? `?uid=${encodeURIComponent(opts.uid)}` : ''}`;
  return layout(
    'Reset your password',
    `<h1>Reset your password</h1>
<p>Enter the email of your account and we will send you a link to choose a new password.</p>
${opts.error ? `<div class="error" role="alert">${escape(opts.error)}</div>` : ''}
<form method="post" action="${escape(action)}" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required autofocus value="${escape(opts.email ?? '')}">
<button type="submit">Send reset link</button>
</form>
${backToSignIn(opts.uid)}`,
  );
}

/** The same words whether or not the address has an account (no account enumeration). */
export function resetLinkSentPage(opts: { uid?: string }): string {
  return layout(
    'Check your email',
    `<h1>Check your email</h1>
<p role="status">If an account uses that address, we have sent it a link to choose a new password. The link works once, for an hour.</p>
${backToSignIn(opts.uid)}`,
  );
}

export function newPasswordPage(opts: { token: string; error?: string }): string {
  return layout(
    'Choose a new password',
    `<h1>Choose a new password</h1>
<p>After this, every device signed in to your account is signed out.</p>
${opts.error ? `<div class="error" role="alert">${escape(opts.error)}</div>` : ''}
<form method="post" action="/oidc/reset-password" novalidate>
<input type="hidden" name="token" value="${escape(opts.token)}">
<label for="password">New password</label>
<input id="password" name="password" type="password" required minlength="8" autocomplete="new-password" autofocus>
<div class="hint">At least 8 characters.</div>
<button type="submit">Set new password</button>
</form>`,
  );
}

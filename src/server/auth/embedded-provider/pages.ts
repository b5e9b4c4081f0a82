// Server-rendered pages of the embedded identity provider in Crease's look. Plain HTML forms:
// they work without JavaScript and under the strict Content-Security-Policy.
export const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f5f5f4;color:#1c1917;padding:24px}
main{width:100%;max-width:400px;background:#fff;border-radius:16px;box-shadow:0 1px 3px rgba(0,0,0,.08),0 8px 24px rgba(0,0,0,.06);padding:32px}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:20px;color:#166534;margin-bottom:20px}
.dot{width:30px;height:30px;border-radius:50%;background:#166534;color:#fff;display:inline-flex;align-items:center;justify-content:center;font-size:16px}
.back{display:block;margin-top:14px;text-align:center;font-size:14px;color:#57534e}
h1{font-size:22px;margin:0 0 6px}p{margin:0 0 20px;color:#57534e;line-height:1.5}
label{display:block;font-weight:600;font-size:14px;margin:14px 0 6px}
input{width:100%;font:inherit;padding:11px 12px;border:1px solid #d6d3d1;border-radius:10px;background:#fff}
input:focus{outline:2px solid #16a34a;outline-offset:1px;border-color:#16a34a}
button{width:100%;margin-top:22px;font:inherit;font-weight:600;padding:12px;border:0;border-radius:10px;background:#166534;color:#fff;cursor:pointer}
button:hover{background:#0f3d24}.secondary{background:#fff;color:#166534;border:1px solid #166534;margin-top:10px}
.error{background:#fef2f2;color:#991b1b;border:1px solid #fecaca;border-radius:10px;padding:10px 12px;margin-bottom:8px;font-size:14px}
.switch{margin-top:20px;text-align:center;font-size:14px;color:#57534e}.switch a{color:#166534;font-weight:600}
.hint{font-size:13px;color:#78716c;margin-top:6px}
.forgot{display:block;margin-top:8px;text-align:right;font-size:14px;color:#166534;font-weight:600}`;

export function layout(title: string, body: string, extraHead = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)} · Crease</title><meta name="robots" content="noindex"><style>${STYLE}</style>${extraHead}</head>
<body><main><div class="brand"><span class="dot" aria-hidden="true">C</span>Crease</div>${body}</main></body></html>`;
}

export interface SignInPageOptions {
  uid: string;
  mode: 'signin' | 'signup';
  email?: string;
  error?: string;
}

export function signInPage(opts: SignInPageOptions): string {
  const signup = opts.mode === 'signup';
  const action = `/oidc/interaction/${encodeURIComponent(opts.uid)}/${signup ? 'signup' : 'login'}`;
  const other = `/oidc/interaction/${encodeURIComponent(opts.uid)}${signup ? '' : '?mode=signup'}`;
  return layout(
    signup ? 'Create your account' : 'Sign in',
    `<h1>${signup ? 'Create your account' : 'Welcome back'}</h1>
<p>${signup ? 'Track every meal against your goals. It takes ten seconds.' : 'Sign in to log your meals and see your numbers.'}</p>
${opts.error ? `<div class="error" role="alert">${escape(opts.error)}</div>` : ''}
<form method="post" action="${action}" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escape(opts.email ?? '')}" ${opts.email ? '' : 'autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" required minlength="${signup ? 8 : 1}" autocomplete="${signup ? 'new-password' : 'current-password'}" ${opts.email ? 'autofocus' : ''}>
${signup ? '<div class="hint">At least 8 characters.</div>' : `<a class="forgot" href="/oidc/forgot-password?uid=${encodeURIComponent(opts.uid)}">Forgot password?</a>`}
<button type="submit">${signup ? 'Create account' : 'Sign in'}</button>
</form>
<div class="switch">${signup ? 'Already have an account? ' : 'New to Crease? '}<a href="${other}">${signup ? 'Sign in' : 'Create an account'}</a></div>
<a class="back" href="/">Back to Crease</a>`,
  );
}

/** What GET /api/logout shows when it was not our own page that asked: one button that signs out. */
export function signOutPage(): string {
  return layout(
    'Sign out',
    `<h1>Sign out of Crease?</h1><p>You are about to sign out on this device.</p>
<form method="post" action="/api/logout"><button type="submit">Sign out</button></form>
<a class="back" href="/">Back to Crease</a>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; label: string }): string {
  return layout(
    title,
    `<h1>${escape(title)}</h1><p>${escape(message)}</p>${link ? `<a href="${escape(link.href)}"><button type="button">${escape(link.label)}</button></a>` : ''}`,
  );
}

/** The provider's logout confirmation; a small same-origin script submits it at once. */
export function logoutPage(form: string): string {
  return layout(
    'Signing out',
    `<h1>Signing you out</h1><p>One moment…</p>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`,
    '<script src="/oidc-assets/auto-logout.js" defer></script>',
  );
}

export const AUTO_LOGOUT_SCRIPT = `document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('op.logoutForm');if(!f)return;var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();});`;

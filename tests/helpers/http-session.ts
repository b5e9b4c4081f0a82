// A tiny browser stand-in for HTTP tests: a cookie jar and manual redirect following, so a test
// can walk the real sign-in flow (our server ↔ identity provider) without Chromium.
export class HttpSession {
  readonly cookies = new Map<string, string>();
  visited: string[] = [];

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(res);
    this.visited.push(`${init.method ?? 'GET'} ${url} → ${res.status}`);
    return res;
  }

  /** GETs `url` and follows redirects; returns the final response and its URL. */
  async follow(url: string, init: RequestInit = {}, max = 20): Promise<{ res: Response; url: string }> {
    let current = url;
    let res = await this.request(current, init);
    for (let i = 0; i < max && res.status >= 300 && res.status < 400; i++) {
      current = new URL(res.headers.get('location')!, current).href;
      res = await this.request(current);
    }
    return { res, url: current };
  }

  /** Submits a form (application/x-www-form-urlencoded) to `action`, following redirects. */
  async submit(action: string, fields: Record<string, string>): Promise<{ res: Response; url: string }> {
    const res = await this.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(action).origin },
      body: new URLSearchParams(fields).toString(),
    });
    if (res.status >= 300 && res.status < 400) return this.follow(new URL(res.headers.get('location')!, action).href);
    return { res, url: action };
  }
}

/** The form action of the embedded provider's sign-in page. */
export function formAction(html: string, pageUrl: string): string {
  const match = /<form method="post" action="([^"]+)"/.exec(html);
  if (!match) throw new Error(`no form on the page:\n${html.slice(0, 500)}`);
  return new URL(match[1]!.replace(/&amp;/g, '&'), pageUrl).href;
}

/** Creates an account on the embedded provider and ends signed in; returns the session. */
export async function signUpEmbedded(baseUrl: string, email: string, password: string, returnTo = '/meals') {
  const session = new HttpSession();
  const start = await session.follow(`${baseUrl}/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  const signupUrl = `${start.url}?mode=signup`;
  const page = await session.follow(signupUrl);
  const done = await session.submit(formAction(await page.res.text(), page.url), { email, password });
  return { session, final: done };
}

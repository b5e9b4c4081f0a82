// Copying a link: the async clipboard where the browser allows it. False when it does not
// (plain http, no permission, the user gesture used up by a request), so the caller can show the
// text to copy by hand instead.
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

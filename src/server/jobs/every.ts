// Housekeeping on a timer: first a minute after start (or sooner for short periods), then every
// `everyMs`; the timers never keep the process alive. Returns the function that stops them.
export function every(everyMs: number, run: () => Promise<void>): () => void {
  const first = setTimeout(run, Math.min(60_000, everyMs));
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

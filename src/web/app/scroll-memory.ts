// Scroll position per page key in sessionStorage (SPEC §2): leaving a page remembers where it
// was; coming back (another tab, back button, reload) returns there.
import { useEffect, useLayoutEffect } from 'react';
import { readString, writeString } from '../lib/device-storage';

const keyFor = (pageKey: string) => `crease.scroll:${pageKey}`;
let firstRestore = true;

export function useScrollMemory(pageKey: string): void {
  useLayoutEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    // A prerendered page can be scrolled before the app starts: never yank it back.
    const scrolledBeforeStart = firstRestore && window.scrollY > 0;
    firstRestore = false;
    if (scrolledBeforeStart) return;
    const saved = Number(readString('session', keyFor(pageKey)) ?? '0');
    window.scrollTo(0, Number.isFinite(saved) ? saved : 0);
  }, [pageKey]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => writeString('session', keyFor(pageKey), String(Math.round(window.scrollY))));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [pageKey]);
}

// SPEC §2/§9: after a blur (the phone keyboard closing moves the page) or a scroll of more than
// 5 px, taps are ignored for 300 ms, so a finger that was scrolling does not open a meal.
import { useCallback, useEffect, useRef } from 'react';

const SUPPRESS_MS = 300;
const SCROLL_PX = 5;

export function useTapGuard(): () => boolean {
  const until = useRef(0);
  useEffect(() => {
    let lastY = window.scrollY;
    const suppress = () => {
      until.current = performance.now() + SUPPRESS_MS;
    };
    const onScroll = () => {
      if (Math.abs(window.scrollY - lastY) > SCROLL_PX) {
        lastY = window.scrollY;
        suppress();
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('focusout', suppress);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('focusout', suppress);
    };
  }, []);
  return useCallback(() => performance.now() >= until.current, []);
}

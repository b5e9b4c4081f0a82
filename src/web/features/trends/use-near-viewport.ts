// True once the element has come within half a screen of the viewport, and from then on. The Macro
// Trends card mounts each chart only then, so the first paint of /trends draws the charts a phone
// shows, not all seven (each is a few hundred SVG nodes); the numbers are in the hidden tables
// from the start, for screen readers. Without IntersectionObserver everything mounts at once.
import { useEffect, useState, type RefObject } from 'react';

export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

// One tab's panel. When it becomes visible after more than 5 s hidden (another tab shown, or the
// browser tab in the background) it bumps its layout version and fires a resize, so screens that
// measure themselves lay out again without losing state.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { HIDDEN_REFRESH_AFTER_MS, LayoutVersionContext } from '../lib/layout-refresh';

export function TabPanel({ tabId, active, children }: { tabId: string; active: boolean; children: ReactNode }) {
  const [layoutVersion, setLayoutVersion] = useState(0);
  const hiddenSince = useRef<number | null>(null);

  useEffect(() => {
    const shown = () => {
      const since = hiddenSince.current;
      hiddenSince.current = null;
      if (since !== null && Date.now() - since > HIDDEN_REFRESH_AFTER_MS) {
        setLayoutVersion((v) => v + 1);
        requestAnimationFrame(() => window.dispatchEvent(new Event('resize')));
      }
    };
    if (!active) {
      hiddenSince.current ??= Date.now();
      return;
    }
    shown();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hiddenSince.current = Date.now();
      else shown();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [active]);

  return (
    <div hidden={!active} data-tab={tabId} data-layout-version={layoutVersion}>
      <LayoutVersionContext.Provider value={layoutVersion}>{children}</LayoutVersionContext.Provider>
    </div>
  );
}

// A tab that was hidden for a while may have been laid out at the wrong size (charts, text
// areas, sticky strips measure themselves while visible). The tab container bumps this counter
// when a tab comes back after more than 5 s hidden; screens that measure read it as a dependency.
import { createContext, useContext } from 'react';

export const HIDDEN_REFRESH_AFTER_MS = 5_000;
export const LayoutVersionContext = createContext(0);

export function useLayoutVersion(): number {
  return useContext(LayoutVersionContext);
}

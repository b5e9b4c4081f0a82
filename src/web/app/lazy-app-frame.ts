// The frame around the app's screens (header, drawer, tabs) is a chunk of its own: the landing
// page does not use it. Kept apart from lazy-pages.ts because the frame's tabs import the pages
// from there; one module holding both would close an import cycle.
import { lazy } from 'react';

export const loadAppFrame = () => import('./app-frame');
export const AppFrame = lazy(() => loadAppFrame().then((m) => ({ default: m.AppFrame })));

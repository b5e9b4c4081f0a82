import type { ReactNode } from 'react';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/** Public pages: header, the page in <main>, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-stone-50">
      <PublicHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}

// Tooltips open after 700 ms and, once one was shown, the next opens without delay for 300 ms (SPEC §9).
import { Tooltip as T } from 'radix-ui';
import type { ReactNode } from 'react';

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <T.Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </T.Provider>
  );
}

export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <T.Root>
      <T.Trigger asChild>{children}</T.Trigger>
      <T.Portal>
        <T.Content
          sideOffset={6}
          className="z-50 rounded-md bg-stone-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-md"
        >
          {content}
          <T.Arrow className="fill-stone-900" />
        </T.Content>
      </T.Portal>
    </T.Root>
  );
}

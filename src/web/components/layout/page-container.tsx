import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Width and padding of an app screen inside the frame, with its one h1. */
export function PageContainer({
  title,
  description,
  actions,
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8', className)}>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
          {description ? <p className="mt-1 text-stone-600">{description}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

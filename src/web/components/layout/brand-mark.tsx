// The Crease mark: a red ball with its seam on the pitch green. Same drawing as favicon.svg and
// the generated app icons (src/web/build/icon-png.ts).
import { useId } from 'react';

export function BrandMark({ className }: { className?: string }) {
  const clip = useId();
  return (
    <svg viewBox="0 0 512 512" className={className} aria-hidden focusable="false">
      <rect width="512" height="512" rx="112" fill="#166534" />
      <circle cx="256" cy="256" r="150" fill="#b91c1c" />
      <clipPath id={clip}>
        <circle cx="256" cy="256" r="150" />
      </clipPath>
      <g clipPath={`url(#${clip})`} fill="none" stroke="#fef3c7" strokeWidth="12">
        <circle cx="716" cy="256" r="448" />
        <circle cx="716" cy="256" r="474" />
      </g>
    </svg>
  );
}

import type { SVGProps } from 'react';

/** The pokeball motif (logo, loader). Decorative: give it a label only where it stands alone. */
export function Pokeball({ size = 32, ...props }: { size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" focusable="false" {...props}>
      <path d="M4 50a46 46 0 0 1 92 0z" fill="#cc0000" />
      <path d="M4 50a46 46 0 0 0 92 0z" fill="#ffffff" />
      <path
        d="M20 33a33 33 0 0 1 17-16"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.55"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <circle cx="50" cy="50" r="46" fill="none" stroke="#1a1a1a" strokeWidth="6" />
      <path d="M4 50h92" stroke="#1a1a1a" strokeWidth="7" />
      <circle cx="50" cy="50" r="14" fill="#ffffff" stroke="#1a1a1a" strokeWidth="6" />
      <circle cx="50" cy="50" r="6" fill="none" stroke="#1a1a1a" strokeOpacity="0.35" strokeWidth="2" />
    </svg>
  );
}

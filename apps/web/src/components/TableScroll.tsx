import type { ReactNode } from 'react';

/**
 * Lets a wide table scroll sideways on narrow screens instead of widening the page.
 * The region is focusable so keyboard users can scroll it too; `label` names it for screen readers.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

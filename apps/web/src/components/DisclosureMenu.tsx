import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import classes from './DisclosureMenu.module.css';

export interface DisclosureMenuProps {
  /** Content of the toggle button (its accessible name). */
  label: ReactNode;
  /** The panel's content: `DisclosureMenu.Item`s, `Label`s and `Divider`s (rendered in a list). */
  children: ReactNode;
  buttonClassName?: string;
  /** Marks the toggle as holding the current page (e.g. Races while on /races/...). */
  active?: boolean;
  /** Which edge of the button the panel lines up with. */
  align?: 'start' | 'end';
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * A navigation dropdown following the WAI-ARIA disclosure pattern: a button (aria-expanded) that shows
 * a list of links/buttons. Tab and the arrow keys move through the items, Escape closes it and returns
 * focus to the button; clicking outside, leaving it with Tab or choosing an item also closes it.
 * (Lighter than a floating menu: nothing to position, nothing to load.)
 */
export function DisclosureMenu({ label, children, buttonClassName, active, align = 'start' }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const panelId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const items = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);

  const focusItem = (index: number) => {
    const list = items();
    if (list.length === 0) return;
    list[(index + list.length) % list.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End') return;
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    if (!open) {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      setOpen(true);
      // Wait for the panel to be shown before moving focus into it.
      requestAnimationFrame(() => {
        focusItem(event.key === 'ArrowUp' ? -1 : 0);
      });
      return;
    }
    event.preventDefault();
    if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(-1);
    else if (event.key === 'ArrowDown') focusItem(current + 1);
    else focusItem(current === -1 ? -1 : current - 1);
  };

  return (
    <div
      ref={rootRef}
      className={classes.root}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !(event.relatedTarget instanceof Node && rootRef.current?.contains(event.relatedTarget))) {
          setOpen(false);
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={panelId}
        data-active={active || undefined}
        onClick={() => {
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        {label}
      </button>
      <ul
        ref={panelRef}
        id={panelId}
        className={classes.panel}
        data-align={align}
        hidden={!open}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest(FOCUSABLE)) close(false);
        }}
      >
        {children}
      </ul>
    </div>
  );
}

/** An entry of the panel: put one link or button in it (it is styled as a menu entry). */
function MenuItem({ children }: { children: ReactNode }) {
  return <li className={classes.item}>{children}</li>;
}

/** A short caption inside the panel (e.g. "Signed in as …"). */
function MenuLabel({ children }: { children: ReactNode }) {
  return <li className={classes.label}>{children}</li>;
}

function MenuDivider() {
  return <li className={classes.divider} aria-hidden="true" />;
}

DisclosureMenu.Item = MenuItem;
DisclosureMenu.Label = MenuLabel;
DisclosureMenu.Divider = MenuDivider;

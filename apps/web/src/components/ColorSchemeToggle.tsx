import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { cx } from '../lib/cx';
import { useClientValue } from '../lib/hydration';
import classes from './ColorSchemeToggle.module.css';
import { MoonIcon, SunIcon } from './icons';

/**
 * Switches between light and dark. Until the user picks one, the system setting applies.
 * A plain button (not Mantine's ActionIcon): it is in the shell, whose every byte each visitor downloads first.
 * Both icons are drawn and CSS shows the one for the scheme on `<html>` (set before the first paint by
 * /color-scheme.js): the server cannot know the scheme, and a server-rendered page shows the right icon at once.
 */
export function ColorSchemeToggle({ className }: { className?: string }) {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  // The label follows the scheme once hydrated (the server's HTML says light, its default).
  const scheme = useClientValue(computed, 'light');
  const next = scheme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} mode`;
  return (
    <button
      type="button"
      className={cx(classes.toggle, className)}
      onClick={() => {
        setColorScheme(next);
      }}
      aria-label={label}
      title={label}
    >
      <SunIcon className={classes.sun} />
      <MoonIcon className={classes.moon} />
    </button>
  );
}

import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { cx } from '../lib/cx';
import classes from './ColorSchemeToggle.module.css';
import { MoonIcon, SunIcon } from './icons';

/**
 * Switches between light and dark. Until the user picks one, the system setting applies.
 * A plain button (not Mantine's ActionIcon): it is in the shell, whose every byte each visitor downloads first.
 */
export function ColorSchemeToggle({ className }: { className?: string }) {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = computed === 'dark' ? 'light' : 'dark';
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
      {computed === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

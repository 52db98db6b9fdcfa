import { Pokeball } from './Pokeball';
import classes from './PokeballLoader.module.css';

export interface PokeballLoaderProps {
  /** Read by screen readers and shown under the ball. */
  label?: string;
  /** Ball size in px. */
  size?: number;
}

/** The loading screen: a wobbling pokeball (still when the user prefers reduced motion). */
export function PokeballLoader({ label = 'Loading…', size = 64 }: PokeballLoaderProps) {
  return (
    <div className={classes.root} role="status" aria-label={label} aria-live="polite">
      <Pokeball size={size} className={classes.ball} />
      <span className={classes.label}>{label}</span>
    </div>
  );
}

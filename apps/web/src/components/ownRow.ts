import { cx } from '../lib/cx';
import classes from './ownRow.module.css';

/** A table row's props, marked as the viewer's own when `own`: the highlight's class and `aria-current` (rules §19). */
export function ownRowProps(own: boolean, className?: string): { className?: string; 'aria-current'?: 'true' } {
  return own ? { className: cx(className, classes.own), 'aria-current': 'true' } : { className };
}

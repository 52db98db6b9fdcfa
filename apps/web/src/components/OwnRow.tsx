import { Badge } from '@mantine/core';
import { useAuth } from '../auth/useAuth';
import { cx } from '../lib/cx';
import { useClientValue } from '../lib/hydration';
import classes from './OwnRow.module.css';

/**
 * The logged-in viewer's user id, or '' for visitors. A server-rendered page is the same for everyone, so this is ''
 * on the server and while hydrating, and the viewer's own id right after (rules §19: own-row highlight).
 */
export function useOwnId(): string {
  const { user } = useAuth();
  return useClientValue(user?._id ?? '', '');
}

/** A table row's props, marked as the viewer's own when `own`: the highlight's class and `aria-current`. */
export function ownRowProps(own: boolean, className?: string): { className?: string; 'aria-current'?: 'true' } {
  return own ? { className: cx(className, classes.own), 'aria-current': 'true' } : { className };
}

/** "You", beside the viewer's own name in a ranking: the highlight in words. */
export function YouBadge() {
  return (
    <Badge size="sm" variant="default" tt="none" style={{ flex: 'none' }}>
      You
    </Badge>
  );
}

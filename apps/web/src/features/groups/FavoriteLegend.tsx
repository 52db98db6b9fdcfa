import { Text } from '@mantine/core';
import classes from './GroupCard.module.css';

/** Explains the green highlight of the group cards. */
export function FavoriteLegend() {
  return (
    <Text size="sm">
      Names{' '}
      <span className={classes.favorite}>
        framed in green <span className={classes.marker}>★</span>
      </span>{' '}
      are the Pickems favourite of their group.
    </Text>
  );
}

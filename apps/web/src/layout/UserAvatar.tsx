import { useState } from 'react';
import { cx } from '../lib/cx';
import { initialsOf } from './initials';
import classes from './Header.module.css';

/**
 * The header's 32 px round avatar: the Discord picture, or the initials on red when there is none or it fails
 * to load (what Mantine's filled red Avatar shows), in plain elements so the shell carries no Avatar code.
 * Decorative: the menu button is named by the display name beside it.
 */
export function UserAvatar({ src, name }: { src: string | undefined; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt=""
        width={32}
        height={32}
        className={classes.avatar}
        onError={() => {
          setFailed(src);
        }}
      />
    );
  }
  return (
    <span className={cx(classes.avatar, classes.initials)} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}

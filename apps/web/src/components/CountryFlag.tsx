import { countryName } from '@pokered/core/countries';
import { cx } from '../lib/cx';
import classes from './CountryFlag.module.css';
import { flagImage } from './flags';

export interface CountryFlagProps {
  /** A country code as stored on a user; trimmed and upper-cased before lookup. */
  code: string | null | undefined;
  /** Image width in px (height follows the 4:3 ratio). */
  width?: number;
  className?: string;
}

/**
 * A country's flag, with the country name as alt text and tooltip.
 * Renders nothing unless the code is in the country table ('' shows the Non-Representing flag).
 */
export function CountryFlag({ code, width = 20, className }: CountryFlagProps) {
  if (code === null || code === undefined) return null;
  const name = countryName(code);
  const image = flagImage(code);
  if (name === undefined || image === undefined) return null;
  return (
    <img
      src={image.small}
      srcSet={`${image.small} 40w, ${image.large} 80w`}
      sizes={`${String(width)}px`}
      alt={name}
      title={name}
      width={width}
      height={Math.round((width * 3) / 4)}
      loading="lazy"
      decoding="async"
      className={cx(classes.flag, className)}
    />
  );
}

import { countryName } from '@pokered/core/countries';
import { flagImage } from './flags';

/**
 * A country's flag for a long list's row (rules §32): the 2× image alone, its size and look from the list's
 * stylesheet (`img` in the list), the country's name as alt text; no tooltip, no lazy loading (a window's
 * few small flags; 30 bytes a row). `CountryFlag` is
 * the full version for one-off use.
 */
export function CompactFlag({ code }: { code: string | null | undefined }) {
  if (code === null || code === undefined) return null;
  const name = countryName(code);
  const image = flagImage(code);
  if (name === undefined || image === undefined) return null;
  return <img src={image.small} alt={name} />;
}

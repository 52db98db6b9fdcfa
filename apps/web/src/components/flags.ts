import { normalizeCountryCode } from '@pokered/core/countries';

/** A flag's two image files: 40×30 and 80×60 (see build/flagImages.ts). */
export interface FlagImage {
  small: string;
  large: string;
}

/**
 * Flag images bundled with the app (from the `flag-icons` package, plus hand-made QC and
 * Non-Representing), as small WebP files made at build time (build/flagImages.ts): each flag is
 * two tiny files, fetched only when shown.
 */
const packageFlags = import.meta.glob<FlagImage>(
  ['@flag-icons/flags/4x3/??.svg', '@flag-icons/flags/4x3/gb-{eng,nir,sct,wls}.svg'],
  { eager: true, query: '?flag', import: 'default' },
);
const ownFlags = import.meta.glob<FlagImage>('../assets/flags/*.svg', {
  eager: true,
  query: '?flag',
  import: 'default',
});

const byFile = new Map<string, FlagImage>();
for (const [path, image] of [...Object.entries(packageFlags), ...Object.entries(ownFlags)]) {
  const file = path.slice(path.lastIndexOf('/') + 1, -'.svg'.length);
  byFile.set(file, image);
}

/** Country-table codes whose flag file is not simply the lower-cased code. */
const FILE_FOR_CODE: Record<string, string> = {
  '': 'non-representing',
  ENG: 'gb-eng',
  SCO: 'gb-sct',
  WAL: 'gb-wls',
  NIR: 'gb-nir',
};

/** The bundled flag images of a country code (normalized first), if there is one. */
export function flagImage(code: string | null | undefined): FlagImage | undefined {
  const normalized = normalizeCountryCode(code);
  return byFile.get(FILE_FOR_CODE[normalized] ?? normalized.toLowerCase());
}

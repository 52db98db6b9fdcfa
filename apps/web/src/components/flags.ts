import { normalizeCountryCode } from '@pokered/core/countries';

/**
 * Flag images bundled with the app (from the `flag-icons` package, plus hand-made QC and
 * Non-Representing). Each flag is its own small file, fetched only when shown.
 */
const packageFlags = import.meta.glob<string>(
  ['@flag-icons/flags/4x3/??.svg', '@flag-icons/flags/4x3/gb-{eng,nir,sct,wls}.svg'],
  { eager: true, query: '?url', import: 'default' },
);
const ownFlags = import.meta.glob<string>('../assets/flags/*.svg', { eager: true, query: '?url', import: 'default' });

const byFile = new Map<string, string>();
for (const [path, url] of [...Object.entries(packageFlags), ...Object.entries(ownFlags)]) {
  const file = path.slice(path.lastIndexOf('/') + 1, -'.svg'.length);
  byFile.set(file, url);
}

/** Country-table codes whose flag file is not simply the lower-cased code. */
const FILE_FOR_CODE: Record<string, string> = {
  '': 'non-representing',
  ENG: 'gb-eng',
  SCO: 'gb-sct',
  WAL: 'gb-wls',
  NIR: 'gb-nir',
};

/** The bundled flag image URL for a country code (normalized first), if there is one. */
export function flagUrl(code: string | null | undefined): string | undefined {
  const normalized = normalizeCountryCode(code);
  return byFile.get(FILE_FOR_CODE[normalized] ?? normalized.toLowerCase());
}

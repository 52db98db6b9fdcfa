/** localStorage key of an explicit light/dark choice (Mantine's colour scheme manager, and build/colorScheme.ts). */
export const COLOR_SCHEME_STORAGE_KEY = 'pokered-color-scheme';

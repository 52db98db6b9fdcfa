import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_OPTIONS, countryName, isKnownCountry, normalizeCountryCode } from './countries.ts';

describe('country table', () => {
  it('holds every ISO 3166-1 alpha-2 code plus the special entries', () => {
    const twoLetter = Object.keys(COUNTRIES).filter((code) => /^[A-Z]{2}$/.test(code));
    // 249 ISO codes + XK (Kosovo) + QC (Quebec).
    expect(twoLetter).toHaveLength(251);
    expect(COUNTRIES['']).toBe('Non-Representing');
    expect(COUNTRIES.QC).toBe('Quebec');
    expect(COUNTRIES.ENG).toBe('England');
    expect(COUNTRIES.SCO).toBe('Scotland');
    expect(COUNTRIES.WAL).toBe('Wales');
    expect(COUNTRIES.NIR).toBe('Northern Ireland');
  });

  it('normalizes codes by trimming and upper-casing', () => {
    expect(normalizeCountryCode('  us ')).toBe('US');
    expect(normalizeCountryCode(null)).toBe('');
    expect(normalizeCountryCode(undefined)).toBe('');
  });

  it('knows codes after normalization only', () => {
    expect(isKnownCountry('us')).toBe(true);
    expect(isKnownCountry(' Eng ')).toBe(true);
    expect(isKnownCountry('')).toBe(true);
    expect(isKnownCountry('ZZ')).toBe(false);
    expect(isKnownCountry('toString')).toBe(false);
    expect(isKnownCountry('__proto__')).toBe(false);
  });

  it('names countries', () => {
    expect(countryName('de')).toBe('Germany');
    expect(countryName('qc')).toBe('Quebec');
    expect(countryName('')).toBe('Non-Representing');
    expect(countryName('XYZ')).toBeUndefined();
    expect(countryName(null)).toBe('Non-Representing');
  });

  it('offers every country to selects, sorted by name', () => {
    expect(COUNTRY_OPTIONS).toHaveLength(Object.keys(COUNTRIES).length);
    const labels = COUNTRY_OPTIONS.map((option) => option.label);
    const sorted = [...labels].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(labels).toEqual(sorted);
    expect(COUNTRY_OPTIONS).toContainEqual({ value: 'SCO', label: 'Scotland' });
  });
});

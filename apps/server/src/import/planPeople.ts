/** The earlier site's users as people to import (rules §40): names unique ignoring case, countries checked. */
import { isBracket } from '@pokered/core/brackets';
import { isKnownCountry } from '@pokered/core/countries';
import { MISSING_BEST_TIME_MS } from '@pokered/core/time';
import { hexId, numberOf, textOf } from './fields.ts';
import type { OldPerson, Problem } from './planTypes.ts';
import { documentName, type RawDocument } from './readDump.ts';

const MAX_DISPLAY_NAME = 32;
const MAX_PRONOUNS = 20;

/** The stored best time, null for the two ways the earlier site wrote 'no time'. */
function storedBest(value: unknown): number | null {
  const ms = numberOf(value);
  return ms === null || ms === 0 || ms >= MISSING_BEST_TIME_MS ? null : ms;
}

function avatarOf(photos: unknown): string | null {
  if (!Array.isArray(photos)) return null;
  const first: unknown = photos[0];
  const value = first !== null && typeof first === 'object' ? (first as RawDocument).value : null;
  return typeof value === 'string' && /^https?:\/\//.test(value) ? value : null;
}

/** Every readable user by old id; the later of two names equal ignoring case is a bad document. */
export function planPeople(docs: readonly RawDocument[], problems: Problem[]): Map<string, OldPerson> {
  const people = new Map<string, OldPerson>();
  const byKey = new Map<string, OldPerson>();
  docs.forEach((doc, index) => {
    const oldId = hexId(doc);
    const report = (message: string, bad: boolean) =>
      problems.push({ collection: 'users', id: documentName(doc, index), message, bad });
    if (oldId === null) return report('The user has no ObjectId `_id`.', true);
    const name = textOf(doc.discordUsername)?.trim() ?? '';
    if (name === '') return report('The user has no discordUsername.', true);
    const key = name.toLowerCase();
    const earlier = byKey.get(key);
    if (earlier) {
      return report(
        `The username '${name}' differs only in case from '${earlier.name}' (user ${earlier.oldId}): one person cannot hold both.`,
        true,
      );
    }
    const rawCountry = textOf(doc.country)?.replace(/\s+/g, '').toUpperCase() ?? '';
    let country: string | null = rawCountry === '' ? null : rawCountry;
    if (country !== null && !isKnownCountry(country)) {
      report(`Unknown country '${String(doc.country)}': imported without a country.`, false);
      country = null;
    }
    const displayName = (textOf(doc.displayName)?.trim() || name).slice(0, MAX_DISPLAY_NAME);
    const pronouns = textOf(doc.pronouns)?.trim().slice(0, MAX_PRONOUNS) || null;
    const bracket = doc.currentBracket;
    const person: OldPerson = {
      oldId,
      name,
      displayName,
      country,
      pronouns,
      avatarUrl: avatarOf(doc.photos),
      currentBracket: isBracket(bracket) ? bracket : 'Normal',
      storedPoints: numberOf(doc.points),
      storedBestMs: storedBest(doc.bestTournamentTimeMilliseconds),
    };
    people.set(oldId, person);
    byKey.set(key, person);
  });
  return people;
}

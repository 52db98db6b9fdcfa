/**
 * Personal feed tokens (rules §14): 32 random bytes, base64url. The database keeps the token's SHA-256, by which
 * the feed finds its owner, and the token sealed with AES-256-GCM under a key derived from SESSION_SECRET, so that
 * Settings can show the URL again (GET /api/user/calendar) while a copy of the database alone gives no working URL.
 * docs/decisions/010-icalendar.md says why it is sealed rather than only hashed.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarTokens } from '../../db/privateSchema.ts';
import { hashCalendarToken } from './queries.ts';

const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyOf = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'pokered', 'calendar token seal v1', 32));

function seal(token: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The token, or null when it was sealed under another secret (SESSION_SECRET changed, or unset and the process restarted). */
function unseal(sealed: string, secret: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

const newToken = () => randomBytes(32).toString('base64url');

/** `POST /api/user/calendar/reset`: a new token; the old URL answers 404 from this commit on. */
export async function resetCalendarToken(db: Db, userId: string, secret: string): Promise<string> {
  const token = newToken();
  const values = { tokenHash: hashCalendarToken(token), tokenSealed: seal(token, secret), createdAt: new Date() };
  await db
    .insert(calendarTokens)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: calendarTokens.userId, set: values });
  return token;
}

/**
 * `GET /api/user/calendar`: the user's token, issued at the first ask. **Decided:** a token sealed under another
 * SESSION_SECRET cannot be shown again, so it is replaced (its URL stops working), as a reset would.
 */
export async function calendarTokenOf(db: Db, userId: string, secret: string): Promise<string> {
  const read = async () => {
    const [row] = await db.select().from(calendarTokens).where(eq(calendarTokens.userId, userId));
    return row;
  };
  let row = await read();
  if (!row) {
    const token = newToken();
    // Two first asks at once: one insert wins, and both answer the stored token.
    await db
      .insert(calendarTokens)
      .values({ userId, tokenHash: hashCalendarToken(token), tokenSealed: seal(token, secret) })
      .onConflictDoNothing({ target: calendarTokens.userId });
    row = await read();
    if (!row) throw new Error(`calendar token of ${userId} vanished after its insert`);
  }
  const token = unseal(row.tokenSealed, secret);
  if (token !== null && hashCalendarToken(token) === row.tokenHash) return token;
  return resetCalendarToken(db, userId, secret);
}

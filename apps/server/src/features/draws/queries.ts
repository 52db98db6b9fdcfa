/** Reads for the group draw (rules §13): who is drawn, in what order, who already raced whom, and the draws. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Bracket } from '@pokered/core/brackets';
import { drawBrackets } from '@pokered/core/drawSeeding';
import { draftsBefore, revealsSeed, showsGroups } from '@pokered/core/drawHistory';
import type { Round } from '@pokered/core/rounds';
import type { Draw } from '@pokered/core/schemas/draws';
import { rankStandings } from '@pokered/core/standings';
import { isRound } from '@pokered/core/rounds';
import type { Db } from '../../db/client.ts';
import { draws, races, users } from '../../db/schema.ts';
import { currentEntryOfUser, currentSeasonYear } from '../../db/currentSeason.ts';
import { seasonEntries } from '../../db/entrySchema.ts';

export type DrawRow = typeof draws.$inferSelect;

export interface DrawnRunner {
  id: string;
  displayName: string;
  bracket: Bracket;
}

/**
 * The runners a round draws (rules §13: the round's brackets), in standings order (rules §9; ties by display
 * name, as the standings list them). Withdrawn runners are never drawn (rules §8).
 */
export async function loadDrawnRunners(db: Db, round: Round): Promise<DrawnRunner[]> {
  const rows = await db
    .select({
      id: users.id,
      displayName: users.displayName,
      bracket: seasonEntries.bracket,
      points: seasonEntries.points,
      bestTournamentTimeMilliseconds: seasonEntries.bestTimeMs,
      bye: seasonEntries.bye,
    })
    .from(users)
    .innerJoin(seasonEntries, currentEntryOfUser)
    .where(and(eq(seasonEntries.withdrawn, false), inArray(seasonEntries.bracket, drawBrackets(round))));
  return rankStandings(rows).map((row) => ({
    id: row.id,
    displayName: row.displayName,
    bracket: row.bracket as Bracket,
  }));
}

/**
 * Pairs of `runnerIds` who already raced each other this year: together in a completed or active (not
 * cancelled) race. Each pair once, the smaller id first, sorted, so the stored list reads the same every time.
 */
export async function loadPastPairings(db: Db, runnerIds: readonly string[]): Promise<[string, string][]> {
  const drawn = new Set(runnerIds);
  const rows = await db
    .select({ racer1: races.racer1, racer2: races.racer2, racer3: races.racer3 })
    .from(races)
    .where(and(eq(races.cancelled, false), eq(races.year, currentSeasonYear)));
  const pairs = new Set<string>();
  for (const row of rows) {
    const racers = [row.racer1, row.racer2, row.racer3].filter((id): id is string => id !== null && drawn.has(id));
    for (let i = 0; i < racers.length; i++)
      for (let j = i + 1; j < racers.length; j++) {
        const a = racers[i] as string;
        const b = racers[j] as string;
        if (a !== b) pairs.add(a < b ? `${a} ${b}` : `${b} ${a}`);
      }
  }
  return [...pairs].sort().map((key) => key.split(' ') as [string, string]);
}

/** Display names by id, for messages that name runners. */
export async function loadNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row.displayName]));
}

/**
 * A draw as `viewerIsAdmin` sees it (rules §28, `drawHistory.ts`): the seed once confirmed or dropped; an open draft's
 * groups to admins only; `sameRound` the draws of its year and round, to count the drafts before it.
 */
export function toDraw(row: DrawRow, viewerIsAdmin: boolean, sameRound: readonly DrawRow[]): Draw {
  if (!isRound(row.round)) throw new Error(`draw ${row.id} has unknown round ${row.round}`);
  const groupsShown = showsGroups(row.status, viewerIsAdmin);
  return {
    _id: row.id,
    round: row.round,
    status: row.status,
    seed: revealsSeed(row.status) ? row.seed : null,
    seedHash: row.seedHash,
    order: groupsShown ? row.order : [],
    groups: groupsShown ? row.groups : [],
    pastPairings: groupsShown ? row.pastPairings : [],
    edited: row.edited,
    repeats: row.repeats,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    droppedAt: row.droppedAt?.toISOString() ?? null,
    draftsBefore: draftsBefore(made(row), sameRound.map(made)),
  };
}

const made = (row: DrawRow) => ({ id: row.id, status: row.status, createdAt: row.createdAt.getTime() });

/** The draws of `row`'s year and round (`row` included). */
export async function sameRoundRows(db: Db, row: DrawRow): Promise<DrawRow[]> {
  return db
    .select()
    .from(draws)
    .where(and(eq(draws.year, row.year), eq(draws.round, row.round)));
}

/** `GET /api/draws`: every draw, newest first, dropped drafts included (rules §28). */
export async function listDraws(db: Db, viewerIsAdmin: boolean): Promise<Draw[]> {
  const rows = await db.select().from(draws).orderBy(desc(draws.createdAt), desc(draws.id));
  const roundOf = (row: DrawRow) => `${String(row.year)} ${row.round}`;
  const byRound = new Map<string, DrawRow[]>();
  for (const row of rows) byRound.set(roundOf(row), [...(byRound.get(roundOf(row)) ?? []), row]);
  return rows.map((row) => toDraw(row, viewerIsAdmin, byRound.get(roundOf(row)) ?? [row]));
}

/** `GET /api/draws/{id}`: any draw, as `viewerIsAdmin` sees it; null when unknown (404). */
export async function findDraw(db: Db, id: string, viewerIsAdmin: boolean): Promise<Draw | null> {
  const [row] = await db.select().from(draws).where(eq(draws.id, id));
  if (!row) return null;
  return toDraw(row, viewerIsAdmin, await sameRoundRows(db, row));
}

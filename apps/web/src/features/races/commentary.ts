import { isOpenCommentaryRound, MAX_COMMENTATORS } from '@pokered/core/rounds';
import type { Race } from '@pokered/core/schemas/races';
import { hasStarted } from '../../lib/raceTime';

export interface Viewer {
  _id: string;
  isAdmin: boolean;
}

export interface CommentaryActions {
  commentate: boolean;
  pullOut: boolean;
}

/** The racers of a race, racer 3 only when there is one. */
export function racersOf(race: Pick<Race, 'racer1' | 'racer2' | 'racer3'>) {
  return race.racer3 ? [race.racer1, race.racer2, race.racer3] : [race.racer1, race.racer2];
}

/**
 * Which commentator buttons a viewer gets (rules §20, §6): logged-in users only; Pull Out for
 * someone already signed up, until the start; Commentate for anyone else except the race's own racers, while the race
 * is neither cancelled nor started and, outside the Semifinals and Final, has fewer than 2 commentators.
 */
export function commentaryActions(race: Race, viewer: Viewer | null, nowMs: number): CommentaryActions {
  if (!viewer) return { commentate: false, pullOut: false };
  const started = hasStarted(race.raceDateTime, nowMs);
  // rules §6: pulling out ends at the start (the commentary happened), as the server refuses it after.
  if (race.callerIsCommentator) return { commentate: false, pullOut: !race.completed && !started };
  const isRacer = racersOf(race).some((racer) => racer._id === viewer._id);
  const hasRoom = isOpenCommentaryRound(race.round) || race.commentatorCount < MAX_COMMENTATORS;
  const open = !race.cancelled && !race.completed && !started;
  return { commentate: open && hasRoom && !isRacer, pullOut: false };
}

/**
 * What the commentators line says. In the Semifinals and Final only admins see names (the server
 * sends the others an empty list and a count).
 */
export function commentatorsSummary(race: Race, viewerIsAdmin: boolean): { names: string[] } | { count: number } {
  if (isOpenCommentaryRound(race.round) && !viewerIsAdmin && race.commentators.length === 0) {
    return { count: race.commentatorCount };
  }
  return { names: race.commentators.map((commentator) => commentator.displayName) };
}

/**
 * Whether the admin's restream controls are shown (rules §6): never on a cancelled, completed or started race, whose
 * restream plan the server no longer changes.
 */
export function restreamOpen(race: Race, nowMs: number): boolean {
  return !race.cancelled && !race.completed && !hasStarted(race.raceDateTime, nowMs);
}

import type { Race } from '@pokered/core/schemas/races';
import { racersOf, type Viewer } from './commentary';

/**
 * Whether the viewer may set the race's room (rules §16): a racer of the race or an admin, while the race is
 * neither cancelled nor recorded (the server refuses those with 409).
 */
export function canSetRoom(race: Race, viewer: Viewer | null): boolean {
  if (!viewer || race.cancelled || race.completed) return false;
  return viewer.isAdmin || racersOf(race).some((racer) => racer._id === viewer._id);
}

import { useMutation } from '@tanstack/react-query';
import type { RacetimePreview } from '@pokered/core/schemas/racetime';
import { api } from '../urls';
import { http } from './http';

export type { RacetimePreview };

export interface RacetimePreviewVariables {
  raceId: string;
  room: string;
}

/**
 * POST /api/admin/races/{id}/racetime-preview {room} (admin) → the room's result as a prefilled `complete` request,
 * the matches and the warnings (rules §16). Stores nothing, so nothing is invalidated. (Typed, not re-checked: see
 * `request` in http.ts.)
 */
export function postRacetimePreview({ raceId, room }: RacetimePreviewVariables): Promise<RacetimePreview> {
  return http.post(api.races.racetimePreview(raceId), { room });
}

export function useRacetimePreview() {
  return useMutation({ mutationFn: postRacetimePreview });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecalibrationResult } from '@pokered/core/schemas/pickems';
import { api } from '../urls';
import { http } from './http';
import { pickemsQueryKeyRoot } from './pickemsMine';

/** POST /api/admin/recalibrate-pickems (admin, empty body): stores every player's recomputed points. */
export type { RecalibrationResult };

export function finalizeRecalibration(): Promise<RecalibrationResult> {
  return http.post(api.admin.recalibratePickems, undefined);
}

export function useFinalizeRecalibration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finalizeRecalibration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pickemsQueryKeyRoot }),
  });
}

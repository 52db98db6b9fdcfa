import { useMutation } from '@tanstack/react-query';
import type { RecalibrationPreview } from '@pokered/core/schemas/pickems';
import { api } from '../urls';
import { http } from './http';

/** POST /api/admin/recalibrate-pickems-preview (admin, empty body): what recalibrating would change; changes nothing. */
export type { RecalibrationPreview };

export function previewRecalibration(): Promise<RecalibrationPreview> {
  return http.post(api.admin.recalibratePickemsPreview, undefined);
}

export function usePreviewRecalibration() {
  return useMutation({ mutationFn: previewRecalibration });
}

import { PICKEMS_POINT_SOURCES } from '@pokered/core/pickemsScoring';
import type { RecalibrationPreview, RecalibrationResult } from '@pokered/core/schemas/pickems';

/** rules §21 message timeouts: errors 5 s, the recalibration success 8 s. */
export const ERROR_MESSAGE_MS = 5_000;
export const SUCCESS_MESSAGE_MS = 8_000;

export type ChangeTone = 'gain' | 'loss' | 'none';

export function changeTone(pointsDifference: number): ChangeTone {
  if (pointsDifference > 0) return 'gain';
  return pointsDifference < 0 ? 'loss' : 'none';
}

/** '+5', '−3' or 'No change': the sign is written out so colour is not the only cue. */
export function changeText(pointsDifference: number): string {
  if (pointsDifference === 0) return 'No change';
  return pointsDifference > 0 ? `+${String(pointsDifference)}` : `−${String(-pointsDifference)}`;
}

/** 'Round picks: 15, Top 27: 40' in the scoring's order (unknown sources last), or 'No points earned'. */
export function pointSourcesText(breakdown: Readonly<Record<string, number>>): string {
  const known: readonly string[] = PICKEMS_POINT_SOURCES;
  const order = (source: string): number => (known.includes(source) ? known.indexOf(source) : known.length);
  const entries = Object.entries(breakdown)
    .filter(([, points]) => points !== 0)
    .sort(([a], [b]) => order(a) - order(b));
  if (entries.length === 0) return 'No points earned';
  return entries.map(([source, points]) => `${source}: ${String(points)}`).join(', ');
}

export function previewSummary(preview: Pick<RecalibrationPreview, 'totalUsers' | 'usersWithChanges'>): string {
  if (preview.usersWithChanges === 0) return 'No point changes detected.';
  return `Showing ${String(preview.usersWithChanges)} users with changes out of ${String(preview.totalUsers)} total users`;
}

export function previewCompleteMessage(preview: Pick<RecalibrationPreview, 'totalUsers' | 'usersWithChanges'>): string {
  return `Preview complete: ${String(preview.usersWithChanges)} of ${String(preview.totalUsers)} users will have point changes`;
}

export function recalibrationCompleteMessage(result: RecalibrationResult): string {
  return `Recalibration complete: ${String(result.usersWithChanges)} of ${String(result.totalUsers)} users had point changes`;
}

export const previewErrorMessage = (message: string): string => `Error previewing recalibration: ${message}`;
export const finalizeErrorMessage = (message: string): string => `Error finalizing recalibration: ${message}`;

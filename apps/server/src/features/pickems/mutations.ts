import type { Tx } from '../../db/client.ts';

/**
 * Rewrites every player's stored Pickems points from packages/core/pickemsScoring.ts.
 * Called after results are recorded and after a round ends. (The Pickems feature fills this in.)
 */
export async function recomputeAllPickems(_tx: Tx): Promise<void> {
  // Filled in by the Pickems feature.
}

/** GET /api/config (public): the site settings the pages show (rules §12). */
import { z } from 'zod';

export const siteConfigResponse = z.object({
  /** The navbar's Prize Pool link; null hides it. */
  prizePoolUrl: z.string().nullable(),
  tournamentYear: z.number().int(),
});
export type SiteConfig = z.infer<typeof siteConfigResponse>;

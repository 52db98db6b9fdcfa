/** GET /api/config (public): the site settings the pages show (rules §12). */
import { z } from 'zod';

export const siteConfigResponse = z.object({
  /** The navbar's Prize Pool link; null hides it. */
  prizePoolUrl: z.string().nullable(),
  tournamentYear: z.number().int(),
  /**
   * Where race rooms and racetime.gg accounts live (rules §16: the server's RACETIME_BASE_URL origin), so the
   * pages link where the server reads. An answer without it means racetime.gg itself.
   */
  racetimeBaseUrl: z.string().default('https://racetime.gg'),
});
export type SiteConfig = z.infer<typeof siteConfigResponse>;

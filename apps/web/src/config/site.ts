/** Site-wide wording, kept in one place. */
export const SITE_NAME = 'Pokémon Red Speedrun Tournament';
/** Short name for the header brand. */
export const SITE_SHORT_NAME = 'PokéRed Tournament';
/** Footer credit. */
export const DEVELOPER_CREDIT = 'the PokéRed Tournament community developers';
/** Where players get help. */
export const SUPPORT_CONTACT = '@organizers';

/** `Standings · Pokémon Red Speedrun Tournament` */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${SITE_NAME}` : SITE_NAME;
}

/**
 * rules §29: one wording for a race (or a list) without commentators, everywhere it is said. Without "yet": it
 * holds for a race to come and for one already run.
 */
export const NO_COMMENTATORS = 'No commentators';

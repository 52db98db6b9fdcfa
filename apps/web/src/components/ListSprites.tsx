import { BRACKET_COLORS } from '@pokered/core/brackets';

/** The icons a long list repeats on its rows, drawn once per page as SVG symbols (rules §32). */
const SYMBOLS = {
  qualified: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12 3 3 5-6" />
    </>
  ),
  contending: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3a9 9 0 0 1 0 18z" fill="currentColor" />
    </>
  ),
  eliminated: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m9 9 6 6M15 9l-6 6" />
    </>
  ),
};

export type ListIconName = keyof typeof SYMBOLS;

/** The bracket colours as one rule per bracket: a row then names its bracket (`data-bracket`) instead of its colours. */
const BRACKET_RULES = Object.entries(BRACKET_COLORS)
  .map(
    ([key, colors]) =>
      `[data-bracket='${key}'],[data-bracket-chip='${key}']{--bracket-light:${colors.light};--bracket-dark:${colors.dark}}`,
  )
  .join('');

/** Once per page (AppLayout): the icon symbols and bracket colours that compact lists' rows only reference. */
export function ListSprites() {
  return (
    <>
      <style>{BRACKET_RULES}</style>
      {/* Out of sight by the global class: the shell would otherwise load the lists' stylesheet on every page. */}
      <svg className="visually-hidden" aria-hidden="true" focusable="false">
        {Object.entries(SYMBOLS).map(([name, shape]) => (
          <symbol key={name} id={`li-${name}`} viewBox="0 0 24 24">
            {shape}
          </symbol>
        ))}
      </svg>
    </>
  );
}

/** A decorative icon drawn from `ListSprites` (label the control, not the icon); sized by the list's stylesheet. */
export function ListIcon({ name, className }: { name: ListIconName; className?: string }) {
  return (
    <svg className={className} aria-hidden="true">
      <use href={`#li-${name}`} />
    </svg>
  );
}

/**
 * For a group whose parts move as later parts arrive (right-aligned or centred): it stays
 * invisible until its last child, `<ShownWholeEnd />`, is parsed, so a document painted mid-parse
 * never shows it half drawn (docs/performance.md "Shown whole"). React renders the end with the
 * group, so a rendered group always has it.
 */
export const SHOWN_WHOLE = '[&:not(:has(>[data-shown-whole-end]))]:invisible';

/** The group's last child: the marker that it has been parsed to its end. */
export function ShownWholeEnd() {
  return <span data-shown-whole-end="" hidden />;
}

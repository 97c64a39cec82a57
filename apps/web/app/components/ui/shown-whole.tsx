/**
 * For a group whose parts move as later parts arrive (right-aligned or centred): it stays
 * invisible until its last child, `<ShownWholeEnd />`, is in the document. A phone can paint a
 * streamed document mid-parse; the group then appears whole instead of being drawn half and
 * moving as the rest is parsed (a layout shift). Once parsed it is visible: React renders the end
 * with the group, so a rendered group always has it.
 */
export const SHOWN_WHOLE = '[&:not(:has(>[data-shown-whole-end]))]:invisible';

/** The group's last child: the marker that it has been parsed to its end. */
export function ShownWholeEnd() {
  return <span data-shown-whole-end="" hidden />;
}

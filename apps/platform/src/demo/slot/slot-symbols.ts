import type { SymbolId } from './slot-machine.ts';

// The reels' symbols as inline SVG (64 × 64), so they look the same on every machine, with or
// without an emoji font, and need no request. Decorative: the cell carries the symbol's name.
const ART: Record<SymbolId, string> = {
  cherry:
    '<path d="M30 10 C28 22 22 30 18 38 M30 10 C34 22 40 30 44 40" fill="none" stroke="#15803d" stroke-width="4" stroke-linecap="round"/><path d="M30 10 C38 6 46 8 50 12 C44 16 36 16 30 10 Z" fill="#22c55e"/><circle cx="18" cy="44" r="12" fill="#dc2626"/><circle cx="44" cy="46" r="12" fill="#b91c1c"/><circle cx="14" cy="40" r="3" fill="#fecaca"/><circle cx="40" cy="42" r="3" fill="#fecaca"/>',
  lemon:
    '<path d="M8 34 C8 20 22 12 32 12 C44 12 56 20 56 32 C56 46 44 54 32 54 C20 54 8 46 8 34 Z" fill="#facc15" stroke="#a16207" stroke-width="3"/><path d="M6 34 L10 30 L10 38 Z M58 32 L54 28 L54 36 Z" fill="#a16207"/><path d="M20 26 C24 22 30 20 36 21" fill="none" stroke="#fef9c3" stroke-width="3" stroke-linecap="round"/>',
  orange:
    '<circle cx="32" cy="36" r="22" fill="#f97316" stroke="#9a3412" stroke-width="3"/><path d="M32 14 C36 6 46 6 50 10 C44 16 38 16 32 14 Z" fill="#16a34a"/><circle cx="24" cy="28" r="4" fill="#fed7aa"/>',
  grapes:
    '<path d="M32 6 L32 14" stroke="#15803d" stroke-width="4" stroke-linecap="round"/><path d="M32 10 C40 4 48 6 52 10 C46 14 38 14 32 10 Z" fill="#22c55e"/><g fill="#7e22ce" stroke="#3b0764" stroke-width="2"><circle cx="22" cy="22" r="8"/><circle cx="38" cy="22" r="8"/><circle cx="30" cy="32" r="8"/><circle cx="16" cy="34" r="7"/><circle cx="44" cy="34" r="7"/><circle cx="24" cy="44" r="7"/><circle cx="38" cy="44" r="7"/><circle cx="31" cy="55" r="6"/></g>',
  bell: '<path d="M32 8 C20 8 16 20 16 30 L16 40 L10 48 L54 48 L48 40 L48 30 C48 20 44 8 32 8 Z" fill="#eab308" stroke="#854d0e" stroke-width="3" stroke-linejoin="round"/><circle cx="32" cy="53" r="6" fill="#854d0e"/><path d="M22 28 C22 20 26 16 30 15" fill="none" stroke="#fef08a" stroke-width="3" stroke-linecap="round"/>',
  star: '<polygon points="32,5 39.6,22 58,23.7 44,36 48.2,54.3 32,45 15.8,54.3 20,36 6,23.7 24.4,22" fill="#fbbf24" stroke="#b45309" stroke-width="3" stroke-linejoin="round"/>',
  diamond:
    '<path d="M12 24 L22 10 L42 10 L52 24 L32 56 Z" fill="#22d3ee" stroke="#0e7490" stroke-width="3" stroke-linejoin="round"/><path d="M12 24 L52 24 M22 10 L32 56 L42 10 M22 10 L28 24 L32 10 L36 24 L42 10" fill="none" stroke="#0e7490" stroke-width="2"/>',
  seven:
    '<path d="M14 12 L50 12 L28 56" fill="none" stroke="#7f1d1d" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/><path d="M14 12 L50 12 L28 56" fill="none" stroke="#ef4444" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>',
};

/** The symbol's picture; `focusable="false"` keeps old browsers from tabbing into it. */
export const symbolSvg = (id: SymbolId) =>
  `<svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">${ART[id]}</svg>`;

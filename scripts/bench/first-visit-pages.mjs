// The pages whose first visit the bench measures against the floor (bench.mjs) and the A/B tool
// compares (lighthouse-ab.mjs): one list, so that a page that moves moves in both.
export const FIRST_VISIT_PAGES = [
  { name: 'home', path: '/' },
  { name: 'casino-games', path: '/casino/games' },
  { name: 'game', path: '/casino/vitrine-originals/tigre-da-sorte' },
];

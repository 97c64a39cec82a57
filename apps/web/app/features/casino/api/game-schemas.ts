// The casino's response schemas load with the first call, not with the page: the lists a page
// starts with come parsed from its loader, so zod stays out of the lobby's first load.
export const gameSchemas = () => import('@vitrine/contract/games.ts');

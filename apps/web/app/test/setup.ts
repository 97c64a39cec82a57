import { afterEach } from 'vitest';

// Every web test starts from an empty browser storage: persisted keys must never leak between tests.
afterEach(() => {
  localStorage.clear();
});

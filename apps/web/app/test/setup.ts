import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Every web test starts from an empty DOM and an empty browser storage: nothing leaks between tests.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

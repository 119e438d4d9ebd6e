import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom has no layout engine, so scrolling is a no-op here. (Server-rendering tests run without a window.)
if (typeof window !== 'undefined') window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// findBy*/waitFor give up after 1 s by default: too short for MUI transitions on a loaded 2-core CI machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // What a test's page kept in the browser (e.g. booking release tokens) is not the next test's.
  if (typeof window !== 'undefined') localStorage.clear();
});

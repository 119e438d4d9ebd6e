import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

describe('ScrollToTop', () => {
  it("leaves the loaded page's scroll alone and starts each page navigated to at the top", async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], {
      initialEntries: [window.location.pathname],
    });
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/store'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it("leaves a Hindi page's scroll alone too: the router names /hi/ as /", async () => {
    window.history.replaceState(null, '', '/hi/');
    vi.resetModules();
    // Fresh modules read the loaded path anew (and share one react-router with the component).
    const { ScrollToTop: Fresh } = await import('./ScrollToTop');
    const routing = await import('react-router');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = routing.createMemoryRouter([{ path: '*', element: <Fresh /> }], { initialEntries: ['/'] });
    render(<routing.RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
    window.history.replaceState(null, '', '/');
  });
});

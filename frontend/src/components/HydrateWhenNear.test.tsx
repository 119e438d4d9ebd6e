import { act, createContext, startTransition, Suspense, use, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static.edge';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHydrated } from '../hooks/useHydrated';
import { HydrateWhenNear } from './HydrateWhenNear';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

/** The page's current tab: a context a navigation changes. */
const TabContext = createContext('workshop');

/** Says whether React has adopted it, and shows the current tab. */
function Probe() {
  const tab = use(TabContext);
  return <p>{`${useHydrated() ? 'Interactive' : 'Static'} on ${tab}`}</p>;
}

const page = (id: string, tab = 'workshop') => (
  <TabContext value={tab}>
    <section id={id}>
      <Suspense>
        <HydrateWhenNear id={id}>
          <Probe />
          <Counter />
        </HydrateWhenNear>
      </Suspense>
    </section>
  </TabContext>
);

/** jsdom has no IntersectionObserver: this one lets a test say when the element comes near. */
let observed: { target: Element; callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observed.push({ target, callback: this.callback, disconnected: false });
  }
  disconnect() {
    for (const entry of observed) if (entry.callback === this.callback) entry.disconnected = true;
  }
}

function scrollNear(id: string) {
  for (const entry of observed.filter((e) => e.target.id === id && !e.disconnected)) {
    entry.callback(
      [{ target: entry.target, isIntersecting: true } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
  }
}

/** The page as the server sends it, hydrated. */
async function serverPage(id: string): Promise<{ container: HTMLElement; root: Root }> {
  const container = document.createElement('div');
  const { prelude } = await prerender(page(id));
  container.innerHTML = await new Response(prelude).text();
  document.body.appendChild(container);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, page(id));
  });
  return { container, root: root! };
}

describe('HydrateWhenNear', () => {
  beforeEach(() => {
    observed = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-tabbed');
  });

  it("keeps the server's HTML, not hydrated, until the reader comes near", async () => {
    const { container } = await serverPage('far-section');
    expect(container).toHaveTextContent('Static on workshop');
    const serverParagraph = container.querySelector('p');

    await act(async () => scrollNear('far-section'));
    expect(container).toHaveTextContent('Interactive on workshop');
    // Adopted, not rendered again: the server's element is still the one on the page.
    expect(container.querySelector('p')).toBe(serverParagraph);
  });

  it('hydrates on the first click into the part, and the click counts', async () => {
    const { container } = await serverPage('clicked-section');
    await act(async () => {
      fireEvent.click(container.querySelector('button')!);
    });
    expect(container).toHaveTextContent('Interactive on workshop');
    expect(container.querySelector('button')).toHaveTextContent('Clicked 1');
  });

  it('hydrates when the reader focuses into the part before it scrolls near', async () => {
    const { container } = await serverPage('focused-section');
    await act(async () => {
      fireEvent.focusIn(container.querySelector('button')!);
    });
    expect(container).toHaveTextContent('Interactive on workshop');
  });

  it('hydrates at the first Tab anywhere on the page, so keyboard focus reaches its fields in order', async () => {
    const { container } = await serverPage('tabbed-section');
    await act(async () => {
      fireEvent.keyDown(document.body, { key: 'Shift' });
    });
    expect(container).toHaveTextContent('Static on workshop');
    await act(async () => {
      fireEvent.keyDown(document.body, { key: 'Tab' });
    });
    expect(container).toHaveTextContent('Interactive on workshop');
  });

  it('hydrates at once when Tab was pressed before the app ran (marked on <html> by the page loader)', async () => {
    document.documentElement.setAttribute('data-tabbed', '');
    const { container } = await serverPage('tabbed-early-section');
    expect(container).toHaveTextContent('Interactive on workshop');
  });

  it('hydrates at once when a navigation reaches the part, instead of holding the navigation back', async () => {
    const { container, root } = await serverPage('navigated-section');
    await act(async () => {
      startTransition(() => root.render(page('navigated-section', 'store')));
    });
    expect(container).toHaveTextContent('Interactive on store');
  });

  it('renders at once in a page the client renders itself', () => {
    render(page('client-section'));
    expect(screen.getByText('Interactive on workshop')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });
});

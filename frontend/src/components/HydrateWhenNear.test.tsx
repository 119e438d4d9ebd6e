import { act, Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static.edge';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenNear } from './HydrateWhenNear';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

const page = (id: string) => (
  <section id={id}>
    <Suspense>
      <HydrateWhenNear id={id}>
        <Counter />
      </HydrateWhenNear>
    </Suspense>
  </section>
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

async function serverPage(id: string) {
  const container = document.createElement('div');
  const { prelude } = await prerender(page(id));
  container.innerHTML = await new Response(prelude).text();
  document.body.appendChild(container);
  await act(async () => {
    hydrateRoot(container, page(id));
  });
  return container;
}

const clickCounter = async (container: HTMLElement) => {
  await act(async () => {
    fireEvent.click(container.querySelector('button')!);
  });
  return container.querySelector('button')!.textContent;
};

describe('HydrateWhenNear', () => {
  beforeEach(() => {
    observed = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it("keeps the server's HTML, not hydrated, until the reader comes near", async () => {
    const container = await serverPage('far-section');
    expect(container.querySelector('button')).toHaveTextContent('Clicked 0');
    // Not hydrated yet: the click has no handler behind it.
    expect(await clickCounter(container)).toBe('Clicked 0');

    await act(async () => scrollNear('far-section'));
    expect(await clickCounter(container)).toBe('Clicked 1');
  });

  it('hydrates at once when the reader touches the part before it scrolls near', async () => {
    const container = await serverPage('touched-section');
    await act(async () => {
      fireEvent.pointerDown(container.querySelector('section')!);
    });
    expect(await clickCounter(container)).toBe('Clicked 1');
  });

  it('renders at once in a page the client renders itself', () => {
    render(page('client-section'));
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });
});

import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HydrationGate } from './HydrationGate';

const gated = (
  <HydrationGate>
    <button type="button">Buy Now</button>
  </HydrationGate>
);

describe('HydrationGate', () => {
  it('sends its controls disabled from the server and enables them once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(gated);
    document.body.appendChild(container);
    expect(container.querySelector('button')).toBeDisabled();

    await act(async () => {
      hydrateRoot(container, gated);
    });
    expect(container.querySelector('button')).toBeEnabled();
    container.remove();
  });

  it('leaves controls enabled in pages the client renders itself', () => {
    render(gated);
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });
});

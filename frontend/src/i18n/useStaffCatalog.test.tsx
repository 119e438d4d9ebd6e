import type { Messages } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { makeStore } from '../app/store';
import { makeI18n } from './catalog';
import { testMessages } from '../test/i18n';
import { useT } from './useT';
import { useStaffCatalog } from './useStaffCatalog';

afterEach(() => {
  vi.unstubAllGlobals();
});

function StaffScreen() {
  const { t } = useT();
  return useStaffCatalog() ? <p>{t('admin.role.owner')}</p> : <p>Loading</p>;
}

/** The messages of the public pages only, as a public page embeds them. */
function publicMessages(): Messages {
  return Object.fromEntries(Object.entries(testMessages()).filter(([key]) => !key.startsWith('admin.')));
}

describe('useStaffCatalog', () => {
  it("loads the staff's messages once when the page came without them, then renders", async () => {
    const fetch = vi.fn(async () => Response.json(testMessages()));
    vi.stubGlobal('fetch', fetch);
    render(
      <AppProviders store={makeStore()} i18n={makeI18n('en', publicMessages())}>
        <StaffScreen />
        <StaffScreen />
      </AppProviders>,
    );
    expect(screen.getAllByText('Loading')).toHaveLength(2);
    expect(await screen.findAllByText('Owner')).toHaveLength(2);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/i18n/en?scope=all');
  });

  it('renders the screen anyway when they cannot be loaded, and asks again next time', async () => {
    const fetch = vi.fn(async () => new Response('down', { status: 503 }));
    vi.stubGlobal('fetch', fetch);
    const page = () => (
      <AppProviders store={makeStore()} i18n={makeI18n('hi', publicMessages())}>
        <StaffScreen />
      </AppProviders>
    );
    const { unmount } = render(page());
    expect(await screen.findByText('admin.role.owner')).toBeInTheDocument();
    unmount();
    render(page());
    await screen.findByText('admin.role.owner');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith('/api/i18n/hi?scope=all');
  });

  it('asks nothing when the page has them', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(
      <AppProviders store={makeStore()} i18n={makeI18n('en', testMessages())}>
        <StaffScreen />
      </AppProviders>,
    );
    expect(screen.getByText('Owner')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

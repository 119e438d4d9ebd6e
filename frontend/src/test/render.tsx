import type { Language } from '@robo/domain';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { seedStore, type SsrData } from '../app/ssr-data';
import { makeStore, type AppStore } from '../app/store';
import { landingEditionArg } from '../features/workshop/hooks/useLandingEdition';
import { testI18n } from './i18n';

interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the page starts at, e.g. '/thank-you/RL-123'. */
  route?: string;
  /** The route pattern `ui` is mounted on, so `useParams` works, e.g. '/thank-you/:bookingId'. */
  path?: string;
  store?: AppStore;
  /** The data a server-rendered page would carry (ssr-data.ts), seeded before the first render. */
  serverData?: SsrData;
  /** The page's language: English unless the test reads another. */
  language?: Language;
}

/** Shown when `ui` navigates off its route: assert with `screen.getByText('Navigated to /')`. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p>Navigated to {pathname + search}</p>;
}

/**
 * Renders `ui` with the real store, theme, toasts and a memory router.
 * Only the network should be mocked (stub `fetch`).
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*', store = makeStore(), serverData, language = 'en', ...options }: ProvidersOptions = {},
) {
  if (serverData) seedStore(store, serverData, landingEditionArg(language, route.split('?')[1] ?? ''));
  const result = render(
    <AppProviders store={store} i18n={testI18n(language)}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {path !== '*' && <Route path="*" element={<CurrentLocation />} />}
        </Routes>
      </MemoryRouter>
    </AppProviders>,
    options,
  );
  return { store, ...result };
}

/** Renders the whole site (layout and every route) at `route`. */
export function renderApp(route = '/', store: AppStore = makeStore()) {
  const result = render(
    <AppProviders store={store} i18n={testI18n()}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, ...result };
}

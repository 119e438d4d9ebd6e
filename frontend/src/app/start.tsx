import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE, isLanguage } from '@robo/domain';
import { landingEditionArg } from '../features/workshop/hooks/useLandingEdition';
import { loadCatalog } from '../i18n/catalog';
import { App } from './App';
import { readSsrData, seedStore } from './ssr-data';
import { makeStore } from './store';

/** Renders the app into `container`, or hydrates the server's HTML there, with the server's data in the store. */
export async function startApp(container: HTMLElement): Promise<void> {
  const i18n = await loadCatalog();
  const store = makeStore();
  const serverData = readSsrData();
  const language = isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
  if (serverData) seedStore(store, serverData, landingEditionArg(language, window.location.search));
  const app = (
    <StrictMode>
      <App store={store} i18n={i18n} />
    </StrictMode>
  );

  // A transition lets React yield to the browser while it builds (or hydrates) the first page: no long task.
  startTransition(() => {
    // `/`, `/store` and product pages arrive rendered by the server (entry-server.tsx): React adopts that
    // markup instead of replacing it. Lazy page chunks suspend inside the layout's Suspense boundary, where
    // React keeps the server's HTML on screen until they load. Every other path gets an empty #root.
    if (container.hasChildNodes()) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

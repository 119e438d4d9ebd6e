import type { I18n } from '@lingui/core';
import { isLanguage, languageBase } from '@robo/domain';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import type { AppStore } from './store';

/** The whole app in the browser; a Hindi or Marathi page's routes sit under its prefix (`/hi`, `/mr`). */
export function App({ store, i18n }: { store: AppStore; i18n: I18n }) {
  const basename = isLanguage(i18n.locale) ? languageBase(i18n.locale) : '';
  return (
    <AppProviders store={store} i18n={i18n}>
      <BrowserRouter basename={basename}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

import type { Translate } from '../../../i18n/useT';

/** The store's document title in the page's language (the server renders it too: app/entry-server.tsx). */
export const storeTitle = (t: Translate): string => t('store.title');

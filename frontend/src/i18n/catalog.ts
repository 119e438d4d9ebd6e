import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { CATALOG_SCRIPT_ID, splitLanguagePath, type EmbeddedCatalog, type Language } from '@robo/domain';

/** An i18n instance for one language, its catalogue already compiled by the server (backend/src/i18n). */
export function makeI18n(language: Language, messages: Messages): I18n {
  return setupI18n({ locale: language, messages: { [language]: messages } });
}

/** The catalogue the server embedded in this page (backend/src/pages), if it did. */
export function readEmbeddedCatalog(doc: Document = document): EmbeddedCatalog | undefined {
  const text = doc.getElementById(CATALOG_SCRIPT_ID)?.textContent;
  return text ? (JSON.parse(text) as EmbeddedCatalog) : undefined;
}

/**
 * The page's catalogue: embedded by the server, or asked of it where the HTML came without one
 * (Vite's dev server). The language is the URL's: `/hi/...` is Hindi, `/mr/...` Marathi.
 */
export async function loadCatalog(location: Location = window.location): Promise<I18n> {
  const embedded = readEmbeddedCatalog();
  if (embedded) return makeI18n(embedded.language, embedded.messages as Messages);
  const { language } = splitLanguagePath(location.pathname);
  const response = await fetch(`/api/i18n/${language}?scope=all`);
  return makeI18n(language, (await response.json()) as Messages);
}

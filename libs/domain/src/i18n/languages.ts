/**
 * The languages parents can read the public site and their messages in (docs/decisions.md,
 * Languages). English is the source and lives at `/`; the others under their own prefix.
 */
export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language in its own script, as the switcher offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी', mr: 'मराठी' };

/** The cookie that remembers a parent's choice: `/` sends them to their language's home page. */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The path prefix of a language: '' for English, '/hi' for Hindi. */
export function languageBase(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

const PREFIXED = /^\/(hi|mr)(?=\/|$|\?)/;

/** '/hi/store?x' → hi and '/store?x'; '/hi' → hi and '/'; '/store' → en and '/store'. */
export function splitLanguagePath(url: string): { language: Language; path: string } {
  const match = PREFIXED.exec(url);
  if (!match?.[1] || !isLanguage(match[1])) return { language: DEFAULT_LANGUAGE, path: url };
  const rest = url.slice(match[0].length);
  return { language: match[1], path: rest.startsWith('/') ? rest : `/${rest}` };
}

/** The same page in another language: ('hi', '/store') → '/hi/store', ('hi', '/') → '/hi/'. */
export function pathInLanguage(language: Language, path: string): string {
  return `${languageBase(language)}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The id of the `<script type="application/json">` carrying a page's compiled catalogue. */
export const CATALOG_SCRIPT_ID = 'i18n';

/** What that script holds: the page's language and its messages, compiled (backend/src/i18n). */
export interface EmbeddedCatalog {
  language: Language;
  messages: Record<string, unknown>;
}

/**
 * The request header the client sends on every API call with its page's language: a booking, an
 * order, a waiting-list entry or a one-time code request made with it gets its messages in it.
 */
export const SITE_LANGUAGE_HEADER = 'x-site-language';

/** The query parameter of the switcher's links (`?lang=hi`): the server remembers it in the cookie. */
export const LANGUAGE_PARAM = 'lang';

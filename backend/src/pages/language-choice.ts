import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_PARAM, type Language } from '@robo/domain';
import type { FastifyRequest } from 'fastify';

/** The staff's pages and their sign-in: English, with the staff's catalogue areas (docs/decisions.md, Languages). */
export const isStaffPath = (path: string) => path === '/login' || path === '/admin' || path.startsWith('/admin/');

const CHOSEN_LANGUAGE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`);
/** A year: the choice outlives the visit. */
const REMEMBER_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language a parent chose earlier (the switcher's cookie), when this English URL should send
 * them to that language's page instead: not for the staff's pages, and never for English.
 */
export function rememberedLanguage(request: FastifyRequest, path: string): Language | undefined {
  const chosen = CHOSEN_LANGUAGE.exec(request.headers.cookie ?? '')?.[1];
  return isLanguage(chosen) && chosen !== 'en' && !isStaffPath(path) ? chosen : undefined;
}

/**
 * A choice made with the switcher: its links carry `?lang=hi`, which the server remembers in the
 * cookie and drops from the URL (a redirect to the same page without it). The server does it, not
 * the page's script, so a tap before the page has become interactive is remembered too.
 */
export function switcherChoice(url: string): { language: Language; cleanUrl: string } | undefined {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return undefined;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  const language = query.get(LANGUAGE_PARAM);
  if (!isLanguage(language)) return undefined;
  query.delete(LANGUAGE_PARAM);
  const rest = query.toString();
  return { language, cleanUrl: `${url.slice(0, queryAt)}${rest ? `?${rest}` : ''}` };
}

export function rememberCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${REMEMBER_SECONDS}; SameSite=Lax`;
}

import { EDITION_PREVIEW_PARAM, type Language, type PublicEdition } from '@robo/domain';
import { useLocation } from 'react-router';
import { useT } from '../../../i18n/useT';
import { useGetLandingEditionQuery, type LandingEditionArg } from '../api/workshop-api';

/** The slug a landing-page URL asks to preview (`/?edition={slug}`), if any. */
export function previewSlugOf(search: string): string | undefined {
  return new URLSearchParams(search).get(EDITION_PREVIEW_PARAM) || undefined;
}

/** The landing edition a page in `language` at `search` asks for: one cache entry per language and preview. */
export function landingEditionArg(language: Language, search: string): LandingEditionArg {
  return { language, previewSlug: previewSlugOf(search) };
}

/**
 * The edition the landing page shows, in the page's language: the one on sale, or the previewed one for staff. Undefined
 * while it loads (a server-rendered page has it from the start: ssr-data.ts); null between seasons
 * or when it cannot be loaded (the page then shows the site's own content).
 */
export function useLandingEdition(): PublicEdition | null | undefined {
  const { language } = useT();
  const { data, isError } = useGetLandingEditionQuery(landingEditionArg(language, useLocation().search));
  return isError ? null : data?.edition;
}

import { EDITION_PREVIEW_PARAM, type PublicEdition } from '@robo/domain';
import { useLocation } from 'react-router';
import { useGetLandingEditionQuery } from '../api/workshop-api';

/** The slug a landing-page URL asks to preview (`/?edition={slug}`), if any. */
export function previewSlugOf(search: string): string | undefined {
  return new URLSearchParams(search).get(EDITION_PREVIEW_PARAM) || undefined;
}

/**
 * The edition the landing page shows: the one on sale, or the previewed one for staff. Undefined
 * while it loads (a server-rendered page has it from the start: ssr-data.ts); null between seasons
 * or when it cannot be loaded (the page then shows the site's own content).
 */
export function useLandingEdition(): PublicEdition | null | undefined {
  const { data, isError } = useGetLandingEditionQuery(previewSlugOf(useLocation().search));
  return isError ? null : data?.edition;
}

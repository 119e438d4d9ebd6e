import type { PublicEdition } from '@robo/domain';
import { SITE } from '../../../config/site';
import type { Translate } from '../../../i18n/useT';

/** The document title of the landing page of `edition` (the site's name between seasons), in the page's language. */
export function landingTitle(t: Translate, edition: PublicEdition | null): string {
  return t('workshop.title', { name: edition?.name ?? SITE.brand });
}

import type { FaqEntry } from '@robo/domain';
import { lazy } from 'react';
import { useT } from '../../../../i18n/useT';
import { Section } from './Section';

// The accordions (MUI's Accordion and its transitions) are below the fold: their own chunk, which
// the server-rendered page preloads (entry-server.tsx), so the landing shell stays in its budget.
const FaqList = lazy(() => import('./FaqList'));

export function FaqSection({ faq }: { faq: FaqEntry[] }) {
  const { t } = useT();
  return (
    <Section id="faq" title={t('workshop.faq.title')} tinted>
      <FaqList faq={faq} />
    </Section>
  );
}

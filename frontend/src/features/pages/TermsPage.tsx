import { Trans } from '@lingui/react';
import { useT } from '../../i18n/useT';
import { BulletList, EMAIL_LINK, PageSection, Paragraph, StaticPage, useCompanyValues } from './StaticPage';

export default function TermsPage() {
  const { t } = useT();
  const company = useCompanyValues();
  const ticketPolicy = { refundPolicy: t('ui.ticketPolicy.refund'), transferPolicy: t('ui.ticketPolicy.transfer') };
  return (
    <StaticPage title={t('pages.terms.title')} meta={t('pages.policyUpdated')} intro={t('pages.terms.intro', company)}>
      <PageSection heading={t('pages.terms.registration.title')}>
        <BulletList
          items={[
            t('pages.terms.registration.guardian'),
            t('pages.terms.registration.confirmed'),
            t('pages.terms.registration.prices'),
            t('pages.terms.registration.coupons'),
          ]}
        />
      </PageSection>

      <PageSection heading={t('pages.terms.refund.title')}>
        <Paragraph>{t('pages.terms.refund.body', ticketPolicy)}</Paragraph>
      </PageSection>

      <PageSection heading={t('pages.terms.participation.title')}>
        <BulletList
          items={[
            t('pages.terms.participation.grade'),
            t('pages.terms.participation.conduct'),
            t('pages.terms.participation.changes'),
            t('pages.terms.participation.results'),
          ]}
        />
      </PageSection>

      <PageSection heading={t('pages.terms.media.title')}>
        <Paragraph>
          <Trans id="pages.terms.media.body" values={company} components={{ 0: EMAIL_LINK }} />
        </Paragraph>
      </PageSection>

      <PageSection heading={t('pages.terms.liability.title')}>
        <Paragraph>{t('pages.terms.liability.body')}</Paragraph>
      </PageSection>

      <PageSection heading={t('pages.terms.law.title')}>
        <Paragraph>
          <Trans id="pages.terms.law.body" values={company} components={{ 0: EMAIL_LINK }} />
        </Paragraph>
      </PageSection>
    </StaticPage>
  );
}

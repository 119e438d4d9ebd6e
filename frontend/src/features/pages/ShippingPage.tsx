import { Trans } from '@lingui/react';
import { useT } from '../../i18n/useT';
import { BulletList, EMAIL_LINK, PageSection, Paragraph, StaticPage, useCompanyValues } from './StaticPage';

export default function ShippingPage() {
  const { t } = useT();
  const company = useCompanyValues();
  return (
    <StaticPage title={t('pages.shipping.title')} meta={t('pages.policyUpdated')} intro={t('pages.shipping.intro')}>
      <PageSection heading={t('pages.shipping.times.title')}>
        <BulletList
          items={[
            t('pages.shipping.times.processed'),
            t('pages.shipping.times.delivered'),
            t('pages.shipping.times.remote'),
          ]}
        />
      </PageSection>

      <PageSection heading={t('pages.shipping.tracking.title')}>
        <Paragraph>{t('pages.shipping.tracking.body')}</Paragraph>
      </PageSection>

      <PageSection heading={t('pages.shipping.charges.title')}>
        <Paragraph>{t('pages.shipping.charges.body')}</Paragraph>
      </PageSection>

      <PageSection heading={t('pages.shipping.address.title')}>
        <Paragraph>{t('pages.shipping.address.body')}</Paragraph>
      </PageSection>

      <PageSection heading={t('pages.shipping.damaged.title')}>
        <Paragraph>{t('pages.shipping.damaged.body')}</Paragraph>
      </PageSection>

      <PageSection heading={t('pages.shipping.questions.title')}>
        <Paragraph>
          <Trans id="pages.shipping.questions.body" values={company} components={{ 0: EMAIL_LINK }} />
        </Paragraph>
      </PageSection>
    </StaticPage>
  );
}

import { Trans } from '@lingui/react';
import { useT } from '../../i18n/useT';
import { BulletList, EMAIL_LINK, PageSection, Paragraph, StaticPage, useCompanyValues } from './StaticPage';

export default function PrivacyPage() {
  const { t } = useT();
  const company = useCompanyValues();
  return (
    <StaticPage
      title={t('pages.privacy.title')}
      meta={t('pages.policyUpdated')}
      intro={t('pages.privacy.intro', company)}
    >
      <PageSection heading={t('pages.privacy.collect.title')}>
        <BulletList
          items={[
            t('pages.privacy.collect.parent'),
            t('pages.privacy.collect.child'),
            t('pages.privacy.collect.order'),
            t('pages.privacy.collect.payment'),
            t('pages.privacy.collect.technical'),
          ]}
        />
      </PageSection>

      <PageSection heading={t('pages.privacy.use.title')}>
        <BulletList
          items={[
            t('pages.privacy.use.registrations'),
            t('pages.privacy.use.orders'),
            t('pages.privacy.use.questions'),
            t('pages.privacy.use.legal'),
          ]}
        />
        <Paragraph>{t('pages.privacy.use.noSale')}</Paragraph>
      </PageSection>

      <PageSection heading={t('pages.privacy.children.title')}>
        <Paragraph>{t('pages.privacy.children.body')}</Paragraph>
      </PageSection>

      <PageSection heading={t('pages.privacy.sharing.title')}>
        <Paragraph>{t('pages.privacy.sharing.body')}</Paragraph>
      </PageSection>

      <PageSection heading={t('pages.privacy.cookies.title')}>
        <Paragraph>{t('pages.privacy.cookies.body')}</Paragraph>
      </PageSection>

      <PageSection heading={t('pages.privacy.security.title')}>
        <Paragraph>{t('pages.privacy.security.body')}</Paragraph>
      </PageSection>

      <PageSection heading={t('pages.privacy.rights.title')}>
        <Paragraph>
          <Trans id="pages.privacy.rights.body" values={company} components={{ 0: EMAIL_LINK }} />
        </Paragraph>
      </PageSection>

      <PageSection heading={t('pages.privacy.contact.title')}>
        <Paragraph>
          <Trans id="pages.privacy.contact.body" values={company} components={{ 0: EMAIL_LINK }} />
        </Paragraph>
      </PageSection>
    </StaticPage>
  );
}

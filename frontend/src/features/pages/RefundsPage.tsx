import { Trans } from '@lingui/react';
import Link from '@mui/material/Link';
import { SITE } from '../../config/site';
import { useT } from '../../i18n/useT';
import { BulletList, EMAIL_LINK, PageSection, Paragraph, StaticPage, useCompanyValues } from './StaticPage';

export default function RefundsPage() {
  const { t } = useT();
  const company = useCompanyValues();
  return (
    <StaticPage
      title={t('pages.refunds.title')}
      meta={t('pages.policyUpdated')}
      intro={t('pages.refunds.intro', company)}
    >
      <PageSection heading={t('pages.refunds.tickets.title')}>
        <Paragraph>{t('pages.refunds.tickets.nonRefundable')}</Paragraph>
        <Paragraph>{t('pages.refunds.tickets.transfer', { transferPolicy: t('ui.ticketPolicy.transfer') })}</Paragraph>
        <Paragraph>{t('pages.refunds.tickets.cancelled')}</Paragraph>
      </PageSection>

      <PageSection heading={t('pages.refunds.cancel.title')}>
        <Paragraph>{t('pages.refunds.cancel.body')}</Paragraph>
      </PageSection>

      <PageSection heading={t('pages.refunds.damaged.title')}>
        <BulletList
          items={[
            t('pages.refunds.damaged.report'),
            t('pages.refunds.damaged.share'),
            t('pages.refunds.damaged.replace'),
            t('pages.refunds.damaged.unused'),
          ]}
        />
      </PageSection>

      <PageSection heading={t('pages.refunds.timelines.title')}>
        <Paragraph>{t('pages.refunds.timelines.body')}</Paragraph>
      </PageSection>

      <PageSection heading={t('pages.refunds.reach.title')}>
        <Paragraph>
          <Trans
            id="pages.refunds.reach.body"
            values={company}
            components={{
              0: EMAIL_LINK,
              1: <Link href={SITE.whatsappUrl} target="_blank" rel="noopener noreferrer" />,
            }}
          />
        </Paragraph>
      </PageSection>
    </StaticPage>
  );
}

import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SITE } from '../../config/site';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useT } from '../../i18n/useT';

interface StaticPageProps {
  title: string;
  intro?: ReactNode;
  /** e.g. "Last updated: 1 June 2025" (`pages.policyUpdated`) for the policy pages. */
  meta?: string;
  children: ReactNode;
}

/** Shared frame of the company and policy pages: one h1, readable line length. */
export function StaticPage({ title, intro, meta, children }: StaticPageProps) {
  useDocumentTitle(`${title} | ${SITE.brand}`);
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {meta && (
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {meta}
        </Typography>
      )}
      {intro && (
        <Typography variant="body1" sx={{ fontSize: '1.1rem', mb: 3 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Container>
  );
}

export function PageSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section>
      <Typography variant="h2" sx={{ fontSize: '1.35rem', mt: 4, mb: 1.5 }}>
        {heading}
      </Typography>
      {children}
    </section>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body1" sx={{ lineHeight: 1.7, mb: 2 }}>
      {children}
    </Typography>
  );
}

export function BulletList({ items }: { items: ReactNode[] }) {
  return (
    <Typography component="ul" variant="body1" sx={{ pl: 3, lineHeight: 1.7, mb: 2 }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Typography>
  );
}

/** The support e-mail as a link, for `<0>{email}</0>` in a page's messages. */
export const EMAIL_LINK = <Link href={`mailto:${SITE.email}`} />;

/**
 * The company's details for the pages' messages: names and contact details as they are in every
 * language, the support hours and reply time in the page's.
 */
export function useCompanyValues() {
  const { t } = useT();
  return {
    legalName: SITE.legalName,
    address: SITE.address,
    email: SITE.email,
    phone: SITE.phone,
    supportHours: t('ui.supportHours'),
    replyWithin: t('ui.replyWithin'),
  };
}

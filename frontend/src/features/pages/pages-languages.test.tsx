import { screen } from '@testing-library/react';
import type { Language } from '@robo/domain';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { SITE, TICKET_POLICY } from '../../config/site';
import { testI18n } from '../../test/i18n';
import { renderWithProviders } from '../../test/render';
import AboutPage from './AboutPage';
import ContactPage from './ContactPage';
import NotFoundPage from './NotFoundPage';
import PrivacyPage from './PrivacyPage';
import RefundsPage from './RefundsPage';
import ShippingPage from './ShippingPage';
import TermsPage from './TermsPage';

const PAGES: Array<[name: string, page: ComponentType, titleKey: string]> = [
  ['About', AboutPage, 'pages.about.title'],
  ['Contact', ContactPage, 'pages.contact.title'],
  ['Privacy', PrivacyPage, 'pages.privacy.title'],
  ['Refunds', RefundsPage, 'pages.refunds.title'],
  ['Shipping', ShippingPage, 'pages.shipping.title'],
  ['Terms', TermsPage, 'pages.terms.title'],
  ['404', NotFoundPage, 'pages.notFound.title'],
];

/** What may stay in Latin letters on a Hindi or Marathi page: names and contact details. */
const NAMES = [SITE.legalName, SITE.address, SITE.email, SITE.phone, 'RoboLeague', 'WhatsApp', 'STEM', 'UPI'];

/** The Latin words left in `text` once the names are taken out. */
function englishIn(text: string): string[] {
  const rest = NAMES.reduce((left, name) => left.split(name).join(' '), text);
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

describe.each<Language>(['hi', 'mr'])('the static pages in %s', (language) => {
  const t = (key: string) => testI18n(language)._(key);

  it.each(PAGES)('%s: its heading and title in the language, no English left', (_name, Page, titleKey) => {
    const { container } = renderWithProviders(<Page />, { language });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(t(titleKey));
    expect(heading.textContent).toMatch(/[\u0900-\u097F]/);
    expect(document.title).toBe(`${t(titleKey)} | ${SITE.brand}`);
    expect(englishIn(container.textContent ?? '')).toEqual([]);
  });

  it('keeps the contact details as they are, as links', () => {
    renderWithProviders(<PrivacyPage />, { language });
    for (const link of screen.getAllByRole('link', { name: SITE.email }))
      expect(link).toHaveAttribute('href', `mailto:${SITE.email}`);
    expect(screen.getByText(new RegExp(SITE.address))).toBeInTheDocument();
  });
});

describe('the shared company texts', () => {
  it('read in English as the site config states them (the booking form and FAQ still read those)', () => {
    const t = (key: string) => testI18n('en')._(key);
    expect(t('ui.supportHours')).toBe(SITE.supportHours);
    expect(t('ui.replyWithin')).toBe(`within ${SITE.replyWithin}`);
    expect(t('ui.ticketPolicy.refund')).toBe(TICKET_POLICY.refund);
    expect(t('ui.ticketPolicy.transfer')).toBe(TICKET_POLICY.transfer);
  });
});

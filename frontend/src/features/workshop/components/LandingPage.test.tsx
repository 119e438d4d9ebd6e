import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIRST_EDITION } from '@robo/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { EARLY_BIRD_PRICING, EDITION_ON_SALE, EDITION_ON_SALE_PRICING, fakeApi, ok, venue } from '../test/fake-api';
import LandingPage from './LandingPage';

function renderLanding(pricing: unknown = EDITION_ON_SALE_PRICING) {
  const api = fakeApi({ 'GET /api/pricing': ok(pricing), 'GET /api/venues': ok([venue()]) });
  const rendered = renderWithProviders(<LandingPage />, {
    serverData: { landingEdition: { edition: EDITION_ON_SALE } },
  });
  return { user: userEvent.setup(), calls: api.calls, ...rendered };
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('landing page', () => {
  it('presents the edition and its headline, the theme and what students learn, with no request for the edition', () => {
    const { calls } = renderLanding();
    expect(screen.getByRole('heading', { level: 1, name: 'RoboLeague 2027 — 12th edition' })).toBeInTheDocument();
    expect(screen.getByText('This season the robots rescue a flooded town.')).toBeInTheDocument();
    expect(document.title).toBe('RoboLeague 2027 — 12th edition — Robotics Workshop for Grades 1-9');
    expect(calls.map((call) => call.url)).not.toContain('/api/edition');
    expect(section('What Students Learn')).toHaveTextContent('Building a robot');
    const theme = section("This Year's Theme: A Town After the Flood");
    expect(theme).toHaveTextContent('rescue robot with a winch');
    expect(theme.querySelectorAll('p')).toHaveLength(2);
  });

  it('describes the participation format for each grade group', () => {
    renderLanding();
    const format = section('Participation Format by Grade');
    for (const group of ['std-1-2', 'std-3-4', 'std-5-9']) expect(format).toHaveTextContent(group);
    expect(
      within(format)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Std 1–2', 'Std 3–4', 'Std 5–9']);
  });

  it("shows the edition's Super Early Bird fee beside its crossed-out regular price, and its kit prices", () => {
    renderLanding();
    const fee = section('Workshop Fee');
    expect(fee).toHaveTextContent('₹449');
    expect(fee).toHaveTextContent('first 500 students');
    expect(within(fee).getByText('₹2,499', { selector: 'del' })).toBeInTheDocument();
    const rows = within(within(fee).getByRole('table', { name: 'Takeaway kit prices by grade group' })).getAllByRole(
      'row',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'Grade groupKit priceWasYou save',
      'Std 1–2₹2,099₹3,500₹1,401',
      'Std 3–4₹3,099₹5,000₹1,901',
      'Std 5–9₹5,099₹7,500₹2,401',
    ]);
  });

  it("lays out the edition's competition timeline, entry by entry", () => {
    renderLanding();
    const timeline = section('Competition Timeline');
    expect(timeline).toHaveTextContent('Workshop, zonal, regional, then a national finale in Pune.');
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Stage 1Dec 2027Workshop: build the rescue robot at a venue in your city.',
      'Stage 2Feb 2028National finale: the national finale takes place in Pune in Feb 2028.',
    ]);
  });

  it("has the edition's message to parents and who should attend", () => {
    renderLanding();
    const parents = section('A Message to Parents');
    expect(within(parents).getByText('Dear parents, this season your child builds a rescue robot.')).toBeVisible();
    expect(parents).toHaveTextContent('Our trainers guide every step');
    expect(section('Who Should Attend')).toHaveTextContent('grades 1 to 9');
  });

  it("answers the edition's questions first, then the site's own", async () => {
    const { user } = renderLanding();
    const faq = section('Frequently Asked Questions');
    // The questions are a chunk of their own (FaqSection.tsx): they appear once it has loaded.
    expect((await within(faq).findAllByRole('button')).map((button) => button.textContent)).toEqual([
      'Which robot do we build?',
      'Does my child need any experience?',
      'What happens after I pay?',
      'Can I cancel or transfer a ticket?',
    ]);
    await user.click(within(faq).getByRole('button', { name: 'Which robot do we build?' }));
    expect(within(faq).getByText('A rescue robot with a winch.')).toBeVisible();
  });

  it('between seasons shows the site name, no timeline and only the site questions', async () => {
    fakeApi({
      'GET /api/pricing': ok(EARLY_BIRD_PRICING),
      'GET /api/venues': ok([]),
      'GET /api/edition': ok({ edition: null }),
    });
    renderWithProviders(<LandingPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'RoboLeague' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Competition Timeline' })).not.toBeInTheDocument();
    expect(await within(section('Frequently Asked Questions')).findAllByRole('button')).toHaveLength(3);
  });

  it('asks for the previewed edition when the URL names one (the server decides who may see a draft)', async () => {
    const draft = {
      ...EDITION_ON_SALE,
      name: 'RoboLeague 2028 — 13th edition',
      slug: 'roboleague-13',
      status: 'draft',
    };
    fakeApi({
      'GET /api/pricing': ok(EARLY_BIRD_PRICING),
      'GET /api/venues': ok([]),
      'GET /api/edition?edition=roboleague-13': ok({ edition: draft }),
    });
    renderWithProviders(<LandingPage />, { route: '/?edition=roboleague-13' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'RoboLeague 2028 — 13th edition' }),
    ).toBeInTheDocument();
  });

  it('answers the FAQ with the workshop facts', async () => {
    fakeApi({ 'GET /api/pricing': ok(EARLY_BIRD_PRICING), 'GET /api/venues': ok([venue()]) });
    const user = userEvent.setup();
    renderWithProviders(<LandingPage />, {
      serverData: { landingEdition: { edition: { ...EDITION_ON_SALE, faq: FIRST_EDITION.faq } } },
    });
    const faq = section('Frequently Asked Questions');
    await user.click(await within(faq).findByRole('button', { name: 'How long is the workshop?' }));
    expect(
      within(faq).getByText(
        /4 hours: 2 hours of robot assembly and training, then 2 hours of game practice with up to 150 students/,
      ),
    ).toBeVisible();
    expect(faq).toHaveTextContent('The trainer to student ratio is at most 1:20');
    expect(faq).toHaveTextContent('Grades 1 to 9');
  });

  it('gives contact details and links to the policies, the company pages and both stores', () => {
    renderLanding();
    const help = section('Need Help?');
    expect(within(help).getByRole('link', { name: 'support@roboleague.in' })).toHaveAttribute(
      'href',
      'mailto:support@roboleague.in',
    );
    expect(within(help).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(help).getByRole('link', { name: 'Message us on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );
    expect(within(help).getByRole('link', { name: '@roboleague.in' })).toHaveAttribute(
      'href',
      'https://instagram.com/roboleague.in',
    );
    expect(help).toHaveTextContent('3rd Floor, Orchid Plaza, Baner Road, Pune, Maharashtra 411045');
    const links = within(help)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(
      expect.arrayContaining([
        '/terms',
        '/privacy',
        '/refunds',
        '/shipping',
        '/about',
        '/contact',
        '/store',
        'https://shop.roboleague.in',
      ]),
    );
  });

  it('has buttons that take the visitor to the booking section, where the form loads', async () => {
    const { user } = renderLanding();
    const booking = section('Book a Seat');
    booking.scrollIntoView = vi.fn();
    await user.click(screen.getByRole('link', { name: 'Book a Seat' }));
    expect(booking.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(booking).toHaveFocus();
    for (const name of ['Register Now', 'Book Now'])
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '#booking');
    expect(await within(booking).findByRole('form', { name: 'Workshop registration' })).toBeInTheDocument();
  });

  it('announces the Super Early Bird in a fixed banner with the real places left', async () => {
    renderLanding();
    const banner = screen.getByRole('complementary', { name: 'Super Early Bird offer' });
    expect(banner).toHaveTextContent('Super Early Bird: ₹449 only for the first 500 students');
    expect(await within(banner).findByText(/321 places left/)).toBeInTheDocument();
    expect(getComputedStyle(banner).position).toBe('fixed');
  });

  it('says so in the banner when the Super Early Bird places are gone', async () => {
    renderLanding({ ...EDITION_ON_SALE_PRICING, tier: 'regular', earlyBirdRemaining: 0 });
    const banner = screen.getByRole('complementary', { name: 'Super Early Bird offer' });
    expect(
      await within(banner).findByText(/The Super Early Bird offer has ended. Tickets are now ₹2,499./),
    ).toBeInTheDocument();
  });
});

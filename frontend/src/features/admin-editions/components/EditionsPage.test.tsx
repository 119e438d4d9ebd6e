import { screen, waitFor, within } from '@testing-library/react';
import { EDITION_MESSAGES } from '@robo/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { setupUser } from '../../../test/admin/setup-user';
import { fakeApi, jsonError, signedIn } from '../../../test/admin/fake-api';
import { makeEdition } from '../../../test/admin/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const eleventh = makeEdition();
const twelfth = makeEdition({
  id: 2,
  name: 'RoboLeague 2027 — 12th edition',
  slug: 'roboleague-2027-12th-edition',
  status: 'draft',
  salesOpenAt: null,
  venueCount: 0,
  timeline: [
    { date: 'Dec 2027', text: 'Workshop in your city.' },
    { date: 'Feb 2028', text: 'National finale in Pune.' },
  ],
});

const editionRow = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;

describe('/admin/editions', () => {
  it('lists each edition with its status, sales dates and venue count', async () => {
    fakeApi({ ...signedIn, 'GET /api/admin/editions': [eleventh, twelfth] });
    renderApp('/admin/editions');
    const onSale = await editionRow('RoboLeague 11th Edition');
    expect(
      within(onSale)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['On sale', '1 Oct 2026 – open-ended', '3', 'EditCloneClose Sales']);
    const draft = await editionRow('RoboLeague 2027 — 12th edition');
    expect(draft).toHaveTextContent('Draft');
    expect(draft).toHaveTextContent('While on sale');
    expect(within(draft).getByRole('button', { name: 'Open Sales' })).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: 'Archive' })).toBeInTheDocument();
  });

  it('says when there is no edition, and when the list cannot be read', async () => {
    fakeApi({ ...signedIn, 'GET /api/admin/editions': [] });
    const { unmount } = renderApp('/admin/editions');
    expect(await screen.findByText('No editions yet. Create the first one.')).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    fakeApi({ ...signedIn, 'GET /api/admin/editions': jsonError(500, 'boom') });
    renderApp('/admin/editions');
    expect(await screen.findByText('Could not load editions. Please try refreshing the page.')).toBeInTheDocument();
  });

  it('creates an edition: the slug follows the name, prices go in paise, times in India time', async () => {
    const user = setupUser();
    const api = fakeApi({ ...signedIn, 'GET /api/admin/editions': [], 'POST /api/admin/editions': twelfth });
    renderApp('/admin/editions');
    await user.click(await screen.findByRole('button', { name: 'Create Edition' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Edition' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'RoboLeague 2027 12th');
    expect(within(dialog).getByRole('textbox', { name: /^Slug/ })).toHaveValue('roboleague-2027-12th');
    const ticket = within(dialog).getByRole('spinbutton', { name: /Super Early Bird ticket/ });
    await user.clear(ticket);
    await user.type(ticket, '1999');
    await user.type(within(dialog).getByLabelText('Sales open (India time)'), '2027-10-01T09:00');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Early-bird places/ }), '300');
    await user.type(within(dialog).getByRole('textbox', { name: 'Headline' }), 'Build a rescue robot');
    await user.click(within(dialog).getByRole('button', { name: 'Add FAQ entry' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Question 1' }), 'How long?');
    await user.type(within(dialog).getByRole('textbox', { name: 'Answer 1' }), '4 hours.');
    const reminders = within(dialog).getByRole('textbox', { name: 'Reminders' });
    expect(reminders).toHaveValue('48h, 07:00');
    await user.clear(reminders);
    await user.type(reminders, '72h, 24, 06:30');
    await user.type(within(dialog).getByRole('textbox', { name: 'What to bring' }), 'A water bottle');
    await user.click(within(dialog).getByRole('button', { name: 'Create Edition' }));

    expect(await screen.findByText('Edition created')).toBeInTheDocument();
    expect(api.first('POST /api/admin/editions').body).toEqual({
      name: 'RoboLeague 2027 12th',
      slug: 'roboleague-2027-12th',
      salesOpenAt: '2027-10-01T09:00',
      salesCloseAt: null,
      ticketPrice: 199_900,
      regularPrice: eleventh.regularPrice,
      kitPrices: eleventh.kitPrices,
      earlyBirdPlaces: 300,
      earlyBirdEndsAt: null,
      seller: null,
      headline: 'Build a rescue robot',
      about: '',
      themeTitle: '',
      themeText: '',
      timeline: [],
      faq: [{ question: 'How long?', answer: '4 hours.' }],
      translations: {},
      reminders: [{ hoursBefore: 72 }, { hoursBefore: 24 }, { dayOfAt: '06:30' }],
      whatToBring: 'A water bottle',
    });
  });

  it('clones an edition with a name and the days to move its dates by', async () => {
    const user = setupUser();
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/editions': [eleventh],
      'POST /api/admin/editions/1/clone': twelfth,
    });
    renderApp('/admin/editions');
    await user.click(within(await editionRow('RoboLeague 11th Edition')).getByRole('button', { name: 'Clone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clone RoboLeague 11th Edition' });
    const shift = within(dialog).getByRole('spinbutton', { name: /Move dates by/ });
    expect(shift).toHaveValue(364);
    await user.type(within(dialog).getByRole('textbox', { name: /Name of the copy/ }), 'RoboLeague 12th');
    await user.clear(shift);
    await user.type(shift, '371');
    await user.click(within(dialog).getByRole('button', { name: 'Clone Edition' }));
    expect(await screen.findByText('Edition cloned')).toBeInTheDocument();
    expect(api.first('POST /api/admin/editions/1/clone').body).toEqual({ name: 'RoboLeague 12th', shiftDays: 371 });
  });

  it('edits a timeline entry with the preview following, reorders and removes entries', async () => {
    const user = setupUser();
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/editions': [twelfth],
      'PUT /api/admin/editions/2': twelfth,
    });
    renderApp('/admin/editions');
    await user.click(within(await editionRow(twelfth.name)).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: `Edit ${twelfth.name}` });
    const preview = within(dialog).getByRole('list', { name: 'Timeline preview' });
    const finale = within(dialog).getByRole('textbox', { name: 'Text 2' });
    await user.clear(finale);
    await user.type(finale, 'National finale in Mumbai.');
    expect(within(preview).getAllByRole('listitem')[1]).toHaveTextContent('Feb 2028 — National finale in Mumbai.');

    await user.click(within(dialog).getByRole('button', { name: 'Add timeline entry' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Date 3' }), 'Jan 2028');
    await user.type(within(dialog).getByRole('textbox', { name: 'Text 3' }), 'Zonal round.');
    await user.click(within(dialog).getByRole('button', { name: 'Move timeline entry 3 up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove timeline entry 1' }));
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Jan 2028 — Zonal round.', 'Feb 2028 — National finale in Mumbai.']);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Edition saved')).toBeInTheDocument();
    expect(api.first('PUT /api/admin/editions/2').body).toMatchObject({
      name: twelfth.name,
      timeline: [
        { date: 'Jan 2028', text: 'Zonal round.' },
        { date: 'Feb 2028', text: 'National finale in Mumbai.' },
      ],
    });
  });

  it('edits the Hindi content on its tab, with the preview in Hindi and English where untranslated; entries move with their translations', async () => {
    const user = setupUser();
    const edition = makeEdition({
      id: 2,
      name: twelfth.name,
      timeline: twelfth.timeline,
      translations: { hi: { timeline: [{ date: 'दिसंबर 2027' }, { date: 'फ़रवरी 2028' }] } },
    });
    const api = fakeApi({ ...signedIn, 'GET /api/admin/editions': [edition], 'PUT /api/admin/editions/2': edition });
    renderApp('/admin/editions');
    await user.click(within(await editionRow(edition.name)).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: `Edit ${edition.name}` });
    const tabs = within(dialog).getByRole('tablist', { name: 'Content language' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['English', 'हिन्दी', 'मराठी']);

    await user.click(within(tabs).getByRole('tab', { name: 'हिन्दी' }));
    const panel = within(dialog).getByRole('tabpanel', { name: 'हिन्दी' });
    // An empty field shows the English as its placeholder, and the preview shows the English there.
    const headline = within(panel).getByRole('textbox', { name: 'Headline' });
    expect(headline).toHaveValue('');
    expect(headline).toHaveAttribute('placeholder', edition.headline);
    await user.type(headline, 'बचाव रोबोट बनाइए');
    await user.type(within(panel).getByRole('textbox', { name: 'Theme title' }), 'बाढ़ के बाद का शहर');
    const preview = within(dialog).getByRole('region', { name: 'Landing page preview' });
    expect(preview).toHaveTextContent('बचाव रोबोट बनाइए');
    expect(preview).toHaveTextContent('Theme: बाढ़ के बाद का शहर');
    expect(preview).toHaveTextContent(edition.about);
    expect(within(preview).getAllByRole('listitem')[0]).toHaveTextContent('दिसंबर 2027 — Workshop in your city.');

    // Back in English, moving an entry moves its translations with it.
    await user.click(within(tabs).getByRole('tab', { name: 'English' }));
    expect(within(dialog).getByRole('region', { name: 'Landing page preview' })).toHaveTextContent(edition.headline);
    await user.click(within(dialog).getByRole('button', { name: 'Move timeline entry 2 up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Edition saved')).toBeInTheDocument();
    const body = api.first('PUT /api/admin/editions/2').body as { translations: unknown };
    expect(body.translations).toEqual({
      hi: {
        headline: 'बचाव रोबोट बनाइए',
        about: '',
        themeTitle: 'बाढ़ के बाद का शहर',
        themeText: '',
        timeline: [
          { date: 'फ़रवरी 2028', text: '' },
          { date: 'दिसंबर 2027', text: '' },
        ],
        faq: edition.faq.map(() => ({ question: '', answer: '' })),
      },
    });
  });

  it('shows the server message in the form when it refuses a save', async () => {
    const user = setupUser();
    fakeApi({
      ...signedIn,
      'GET /api/admin/editions': [twelfth],
      'PUT /api/admin/editions/2': jsonError(400, EDITION_MESSAGES.timelineText),
    });
    renderApp('/admin/editions');
    await user.click(within(await editionRow(twelfth.name)).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: `Edit ${twelfth.name}` });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Text 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(new RegExp(EDITION_MESSAGES.timelineText))).toBeInTheDocument();
  });

  it('opens sales after confirming, and names the edition on sale when the server refuses', async () => {
    const user = setupUser();
    const refusal = EDITION_MESSAGES.anotherOnSale(eleventh.name);
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/editions': [eleventh, twelfth],
      'POST /api/admin/editions/2/status': jsonError(409, refusal),
    });
    renderApp('/admin/editions');
    await user.click(within(await editionRow(twelfth.name)).getByRole('button', { name: 'Open Sales' }));
    const confirm = await screen.findByRole('dialog', { name: `Open Sales: ${twelfth.name}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Open Sales' }));

    await waitFor(() => expect(api.first('POST /api/admin/editions/2/status').body).toEqual({ status: 'on_sale' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // On the page itself (not only in a toast that goes away): it names the edition on sale.
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('alert')).toHaveTextContent(
      'Failed to change the status: "RoboLeague 11th Edition" is on sale. Close its sales before opening another edition.',
    );
  });

  it('opens sales for a draft when none is on sale', async () => {
    const user = setupUser();
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/editions': [twelfth],
      'POST /api/admin/editions/2/status': { ...twelfth, status: 'on_sale' },
    });
    renderApp('/admin/editions');
    await user.click(within(await editionRow(twelfth.name)).getByRole('button', { name: 'Open Sales' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /Open Sales/ })).getByRole('button', { name: 'Open Sales' }),
    );
    expect(await screen.findByText(`${twelfth.name}: On sale`)).toBeInTheDocument();
    // Saved: the list is read again.
    await waitFor(() => expect(api.to('GET /api/admin/editions').length).toBeGreaterThan(1));
  });
});

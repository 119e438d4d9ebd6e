import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type supertest from 'supertest';
import { EDITION_MESSAGES, FIRST_EDITION, type AdminEdition, type LandingEditionAnswer } from '@robo/domain';
import { signInAsAdmin, signInAsStaff } from './support/admin.js';
import { eventually, startTestApp, type TestApp } from './support/test-app.js';

/** The landing page's edition (backend/src/editions/README.md): the public read and the staff preview. */

/** The fields PUT /api/admin/editions/{id} takes, from an edition as the admin reads it. */
const editable = ({
  id: _id,
  status: _s,
  venueCount: _v,
  earlyBirdTaken: _e,
  createdAt: _c,
  updatedAt: _u,
  ...fields
}: AdminEdition) => fields;

describe('landing edition', () => {
  let t: TestApp;
  let owner: supertest.Agent;
  let draft: AdminEdition;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signInAsAdmin(t);
    draft = (
      await owner
        .post('/api/admin/editions/1/clone')
        .send({ name: 'RoboLeague 2027 — 12th edition', shiftDays: 364 })
        .expect(201)
    ).body;
  });
  afterAll(() => t.close());

  const landing = async (agent: supertest.Agent = t.http(), query = '') =>
    ((await agent.get(`/api/edition${query}`).expect(200)).body as LandingEditionAnswer).edition;

  it("answers the edition on sale: edition 1's content, with its national finale after its December workshops", async () => {
    const edition = await landing();
    expect(edition).toEqual({
      name: FIRST_EDITION.name,
      slug: FIRST_EDITION.slug,
      status: 'on_sale',
      headline: FIRST_EDITION.headline,
      about: FIRST_EDITION.about,
      themeTitle: FIRST_EDITION.themeTitle,
      themeText: FIRST_EDITION.themeText,
      timeline: FIRST_EDITION.timeline,
      faq: FIRST_EDITION.faq,
      prices: { ticketPrice: 34900, regularPrice: 199900, kitPrices: FIRST_EDITION.kitPrices },
    });
    expect(edition?.timeline.at(-1)).toEqual({
      date: 'Jan 2027',
      text: 'National finale: the national finale takes place in Pune in Jan 2027.',
    });
  });

  it("answers edition 1's Hindi and Marathi content in those languages, and refuses an unknown language", async () => {
    for (const language of ['hi', 'mr'] as const) {
      const translation = FIRST_EDITION.translations[language]!;
      expect(await landing(t.http(), `?language=${language}`)).toMatchObject({
        name: FIRST_EDITION.name,
        headline: translation.headline,
        about: translation.about,
        themeTitle: translation.themeTitle,
        themeText: translation.themeText,
        timeline: translation.timeline,
        faq: translation.faq,
      });
    }
    expect(await landing(t.http(), '?language=en')).toMatchObject({ headline: FIRST_EDITION.headline });
    const refused = await t.http().get('/api/edition?language=fr').expect(400);
    expect(refused.body).toMatchObject({ message: EDITION_MESSAGES.language });
  });

  it('a clone keeps the theme and the translations', () => {
    expect(draft).toMatchObject({
      themeTitle: FIRST_EDITION.themeTitle,
      themeText: FIRST_EDITION.themeText,
      translations: FIRST_EDITION.translations,
    });
  });

  it('shows a draft to a signed-in owner or desk at ?edition={slug}, never cached; everyone else gets the edition on sale', async () => {
    const desk = (await signInAsStaff(t, 'desk')).agent;
    const door = (await signInAsStaff(t, 'door')).agent;
    for (const staff of [owner, desk]) {
      const res = await staff.get(`/api/edition?edition=${draft.slug}`).expect(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect((res.body as LandingEditionAnswer).edition).toMatchObject({ name: draft.name, status: 'draft' });
    }
    for (const other of [t.http(), door]) {
      expect(await landing(other, `?edition=${draft.slug}`)).toMatchObject({
        name: FIRST_EDITION.name,
        status: 'on_sale',
      });
    }
    // An unknown slug previews nothing: the normal page.
    expect(await landing(owner, '?edition=no-such-edition')).toMatchObject({ status: 'on_sale' });
  });

  it("follows an owner's content edit at once, and a change made by another process within a second", async () => {
    const current = (await owner.get('/api/admin/editions/1').expect(200)).body as AdminEdition;
    const timeline = [
      ...current.timeline.slice(0, -1),
      { date: 'Feb 2027', text: 'National finale: now in February.' },
    ];
    await owner
      .put('/api/admin/editions/1')
      .send({ ...editable(current), timeline })
      .expect(200);
    expect((await landing())?.timeline.at(-1)).toEqual({ date: 'Feb 2027', text: 'National finale: now in February.' });

    // Another web process writes the row: this one's copy is re-checked at most a second later.
    await t.db.query(`UPDATE editions SET headline = 'Written elsewhere.', updated_at = now() WHERE id = 1`);
    await eventually(async () => (await landing())?.headline === 'Written elsewhere.', 3000);
  });

  it("falls back to English for each text and entry field a translation lacks; the owner's translation shows at once", async () => {
    const current = (await owner.get('/api/admin/editions/1').expect(200)).body as AdminEdition;
    const hi = {
      headline: 'इस बार बाढ़ से बचाने वाला रोबोट।',
      themeTitle: '',
      timeline: [{ date: 'दिसंबर 2026' }],
      faq: [{ question: 'वर्कशॉप कितने समय का है?', answer: '4 घंटे।' }],
    };
    await owner
      .put('/api/admin/editions/1')
      .send({ ...editable(current), translations: { hi } })
      .expect(200);
    const shown = await landing(t.http(), '?language=hi');
    expect(shown).toMatchObject({
      headline: hi.headline,
      about: current.about,
      themeTitle: current.themeTitle,
      themeText: current.themeText,
      faq: [hi.faq[0], ...current.faq.slice(1)],
    });
    expect(shown?.timeline).toEqual([
      { date: 'दिसंबर 2026', text: current.timeline[0]!.text },
      ...current.timeline.slice(1),
    ]);
    // Marathi now has no translation: English throughout.
    expect(await landing(t.http(), '?language=mr')).toMatchObject({ headline: current.headline, faq: current.faq });
  });

  it('refuses a translation with more entries than the English, or a text too long, and changes nothing', async () => {
    const current = (await owner.get('/api/admin/editions/1').expect(200)).body as AdminEdition;
    const tooMany = await owner
      .put('/api/admin/editions/1')
      .send({
        ...editable(current),
        translations: { mr: { faq: [...current.faq, ...current.faq].map(() => ({ question: 'प्रश्न?' })) } },
      })
      .expect(400);
    expect(tooMany.body).toMatchObject({
      code: 'EDITION_INVALID_TRANSLATION',
      message: EDITION_MESSAGES.translatedEntries,
    });
    const tooLong = await owner
      .put('/api/admin/editions/1')
      .send({ ...editable(current), translations: { hi: { themeTitle: 'थ'.repeat(201) } } })
      .expect(400);
    expect(tooLong.body).toMatchObject({ message: EDITION_MESSAGES.themeTitle });
    const unknown = await owner
      .put('/api/admin/editions/1')
      .send({ ...editable(current), translations: { fr: { headline: 'Bonjour' } } })
      .expect(400);
    expect(unknown.body.message).toMatch(/fr/);
    expect((await owner.get('/api/admin/editions/1').expect(200)).body).toEqual(current);
  });

  it('answers the opened edition once sales move to another, and null between seasons', async () => {
    await owner.post('/api/admin/editions/1/status').send({ status: 'closed' }).expect(200);
    expect(await landing()).toBeNull();
    await owner.post(`/api/admin/editions/${draft.id}/status`).send({ status: 'on_sale' }).expect(200);
    expect(await landing()).toMatchObject({ name: draft.name, slug: draft.slug, status: 'on_sale' });
  });
});

import { type PricingInfo, type PublicEdition, type PublicVenue, paise } from '@robo/domain';
import { apiError, routeKey, stubFetch } from '../../../test/fake-fetch';

export interface FakeReply {
  status?: number;
  json?: unknown;
}
/** A route answers with a JSON body, or a function of the request body; `null` makes the call fail at the network. */
export type FakeRoute = FakeReply | ((body: unknown) => FakeReply | Promise<FakeReply>) | null;

/**
 * Replaces `fetch` with a tiny server keyed by "METHOD /path". Unknown routes answer 404.
 * Returns the calls made, to assert on what was sent.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const { requests, fetchMock } = stubFetch(async (request) => {
    const route = routes[routeKey(request)];
    if (route === null) throw new TypeError('Failed to fetch');
    const answer =
      route === undefined
        ? { status: 404, json: apiError(404, 'NOT_FOUND', 'Not Found') }
        : typeof route === 'function'
          ? await route(request.body)
          : route;
    return new Response(answer.json === undefined ? '' : JSON.stringify(answer.json), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { calls: requests, fetchMock };
}

export const ok = (json: unknown): FakeReply => ({ json });

export function venue(overrides: Partial<PublicVenue> = {}): PublicVenue {
  return {
    id: 1,
    name: 'pune-baner',
    displayName: 'Pune — Baner',
    city: 'Pune',
    address: 'Orchid School Auditorium, Baner Road, Pune 411045',
    dateTime: 'Sun, 13 Dec 2026 · 10:00 AM – 2:00 PM',
    startsAt: '2026-12-13T04:30:00.000Z',
    endsAt: '2026-12-13T08:30:00.000Z',
    maxSeats: 150,
    bookedSeats: 10,
    availableSeats: 140,
    isActive: true,
    bookingClosed: false,
    ...overrides,
  };
}

export const EARLY_BIRD_PRICING: PricingInfo = {
  tier: 'early-bird',
  earlyBirdLimit: 500,
  earlyBirdRemaining: 321,
  basePrice: paise(34900),
  regularPrice: paise(199900),
  kitPrices: { 'std-1-2': paise(199900), 'std-3-4': paise(299900), 'std-5-9': paise(499900) },
};

/** The live figures of EDITION_ON_SALE: its prices, 321 of 500 early-bird places left. */
export const EDITION_ON_SALE_PRICING: PricingInfo = {
  ...EARLY_BIRD_PRICING,
  basePrice: paise(44900),
  regularPrice: paise(249900),
  kitPrices: { 'std-1-2': paise(209900), 'std-3-4': paise(309900), 'std-5-9': paise(509900) },
};

/** An edition on sale whose every landing text differs from edition 1's, so a test sees the data, not constants. */
export const EDITION_ON_SALE: PublicEdition = {
  name: 'RoboLeague 2027 — 12th edition',
  slug: 'roboleague-12',
  status: 'on_sale',
  headline: 'This season the robots rescue a flooded town.',
  about: 'Dear parents, this season your child builds a rescue robot.',
  themeTitle: 'A Town After the Flood',
  themeText:
    'Every student builds a rescue robot with a winch.\n\nOn the game field the robot lifts stranded toys to safety.',
  timeline: [
    { date: 'Dec 2027', text: 'Workshop: build the rescue robot at a venue in your city.' },
    { date: 'Feb 2028', text: 'National finale: the national finale takes place in Pune in Feb 2028.' },
  ],
  faq: [{ question: 'Which robot do we build?', answer: 'A rescue robot with a winch.' }],
  prices: {
    ticketPrice: EDITION_ON_SALE_PRICING.basePrice,
    regularPrice: EDITION_ON_SALE_PRICING.regularPrice,
    kitPrices: EDITION_ON_SALE_PRICING.kitPrices,
  },
};

/** A valid registration body (spec §5) priced for the tier the server reports right now. */
export async function registrationBody(appUrl, venueId) {
  const res = await fetch(`${appUrl}/api/pricing`);
  if (!res.ok) throw new Error(`GET /api/pricing answered ${res.status}`);
  const pricing = await res.json();
  const price = pricing.tier === 'early-bird' ? pricing.basePrice : pricing.regularPrice;
  return {
    pricing,
    body: JSON.stringify({
      parentName: 'Asha Kulkarni',
      // Each booking from a parent of its own, as in a real sale: in production HOLDS_PER_CONTACT keeps
      // any one phone or e-mail to a few live holds, and PostgreSQL plans the retry lookup on data like
      // that (one e-mail for every booking made it read all of them through the e-mail index).
      phoneNumber: '91[<phone>]',
      email: 'asha.kulkarni.[<id>]@example.com',
      // Another child per request ([<id>] is replaced per request by hammer(), lib/load.js): the same booking sent again while
      // its hold lives would get that hold back instead of a new one (backend/src/registrations/README.md).
      childName: 'Rohan Kulkarni [<id>]',
      gradeGroup: 'std-3-4',
      schoolName: 'Orchid International School',
      venueId,
      takeawayKit: false,
      originalAmount: price,
      discountAmount: 0,
      totalAmount: price,
    }),
  };
}

/** Headers a browser on the site sends with the JSON POST (the app checks the origin). */
export const postHeaders = (appUrl) => ({ 'content-type': 'application/json', origin: appUrl });

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
      phoneNumber: '919876543210',
      email: 'asha.kulkarni@example.com',
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

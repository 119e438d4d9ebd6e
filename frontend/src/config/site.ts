/**
 * Company and contact details shown in the header, footer, landing page and static pages. The
 * support hours and reply time are also catalogue messages (`ui.supportHours`, `ui.replyWithin`),
 * which the static pages read in their language; a test keeps the English ones equal to these.
 */
export const SITE = {
  brand: 'RoboLeague',
  legalName: 'RoboLeague Education Pvt. Ltd.',
  email: 'support@roboleague.in',
  phone: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  whatsappUrl: 'https://wa.me/919876543210',
  address: '3rd Floor, Orchid Plaza, Baner Road, Pune, Maharashtra 411045',
  instagramUrl: 'https://instagram.com/roboleague.in',
  instagramHandle: '@roboleague.in',
  externalStoreUrl: 'https://shop.roboleague.in',
  supportHours: '9 AM-6 PM, Monday to Saturday',
  replyWithin: '24 hours',
  foundedYear: 2010,
} as const;

/**
 * The one ticket policy the booking checkbox, the FAQ, the Terms and the Refunds page all state
 * (staff move a booking to another venue from the bookings desk). The catalogue holds it too
 * (`ui.ticketPolicy.refund`, `ui.ticketPolicy.transfer`), in each language, kept equal in English.
 */
export const TICKET_POLICY = {
  refund: 'Tickets are non-refundable.',
  transfer: 'A transfer to another venue may be requested at least 48 hours before the workshop.',
} as const;

/** Company and contact details shown in the header, footer, landing page and static pages. */
export const SITE = {
  brand: 'RoboLeague',
  edition: 'RoboLeague 11th Edition',
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

import { type OrderDetails, type RegistrationDetails, type WaitlistContact, paise } from '@robo/domain';

/** The family the booking form fills in (features/workshop/test/registration.ts fillValidForm), as the API gets it. */
export const FAMILY: WaitlistContact = {
  parentName: 'Priya sharma',
  phoneNumber: '919876543210',
  email: 'priya@example.com',
  childName: 'Aarav Sharma',
  gradeGroup: 'std-3-4',
  schoolName: 'Orchid School',
};

/** A workshop booking as /api/registration-details answers it; override what a test is about. */
export function bookingDetails(overrides: Partial<RegistrationDetails> = {}): RegistrationDetails {
  return {
    bookingId: 'RL-7KQ2M9XA',
    ...FAMILY,
    venue: {
      displayName: 'Pune — Baner',
      dateTime: 'Sun, 13 Dec 2026 · 10:00 AM – 2:00 PM',
      address: 'Orchid School Auditorium, Baner Road, Pune 411045',
    },
    totalAmount: paise(294900),
    simpleQrCodeUrl: '/uploads/qr/RL-7KQ2M9XA.png',
    paymentStatus: 'paid',
    takeawayKit: false,
    ...overrides,
  };
}

/** A paid store order as /api/order-details answers it; override what a test is about. */
export function orderDetails(overrides: Partial<OrderDetails> = {}): OrderDetails {
  return {
    orderId: 'ORD-ABCDEFGH23',
    productName: 'PickBot Kit',
    productSku: 'RL-KIT-PB01',
    quantity: 2,
    unitPrice: paise(499900),
    totalAmount: paise(999800),
    paymentStatus: 'completed',
    orderStatus: 'confirmed',
    createdAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

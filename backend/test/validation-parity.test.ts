import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import {
  adminPasswordLoginSchema,
  buyerDetailsSchema,
  changePasswordSchema,
  couponPayloadSchema,
  productAdminSchema,
  registrationFormSchema,
  staffInviteSchema,
  staffPasswordSchema,
  venueFormSchema,
} from '@robo/domain';
import { AdminLoginDto } from '../src/auth/dto/login.dto.js';
import { ProductDto } from '../src/catalog/dto/product.dto.js';
import { DomainError } from '../src/common/domain-error.js';
import { createValidationPipe } from '../src/common/validation.js';
import { AdminCouponDto } from '../src/coupons/dto/admin-coupon.dto.js';
import { CreateOrderDto } from '../src/orders/dto/create-order.dto.js';
import { CreateRegistrationDto } from '../src/registrations/dto/create-registration.dto.js';
import { AcceptInviteDto, ChangePasswordDto, InviteStaffDto } from '../src/staff/dto/staff.dto.js';
import { AdminVenueDto } from '../src/venues/dto/admin-venue.dto.js';

/**
 * One source of validation: each form's schema (libs/domain) and the server's DTO for the same
 * body must refuse the same input with the same first message, so a parent never sees one rule in
 * the form and another from the server. Each case changes one field of a valid body.
 */
type Body = Record<string, unknown>;
type Case = [field: string, value: unknown];

function formMessage(schema: z.ZodType, body: Body): string | null {
  const result = schema.safeParse(body);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

async function serverMessage(dto: new () => object, body: Body): Promise<string | null> {
  try {
    await createValidationPipe().transform(structuredClone(body), { type: 'body', metatype: dto, data: '' });
    return null;
  } catch (err) {
    if (!(err instanceof DomainError && err.code === 'VALIDATION')) throw err;
    return err.message;
  }
}

/** Sets `path` (dots reach into nested objects) on a copy of `body`; `undefined` removes the field. */
function withField(body: Body, path: string, value: unknown): Body {
  const copy = structuredClone(body);
  const keys = path.split('.');
  const last = keys.pop() as string;
  const target = keys.reduce<Body>((node, key) => node[key] as Body, copy);
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

const long = (n: number) => 'x'.repeat(n);
const registrationForm = {
  parentName: 'Ramesh',
  mobileNumber: '9876543210',
  email: 'ramesh@example.com',
  childName: 'Aarav',
  gradeGroup: 'std-3-4',
  schoolName: 'DPS Pune',
  venueId: 1,
  takeawayKit: false,
  totalAmount: 34900,
  originalAmount: 34900,
  couponCode: '',
  discountAmount: 0,
  termsAccepted: true,
};
const buyer = {
  productId: 'kit-001',
  qty: 1,
  customerName: 'Priya',
  customerEmail: 'priya@example.com',
  customerPhone: '9876543210',
  shippingAddress: { line1: '3rd Floor, Orchid Plaza', city: 'Pune', state: 'Maharashtra', pincode: '411045' },
};
const product = {
  id: 'kit-001',
  name: 'Robo Car Kit',
  slug: 'robo-car-kit',
  category: 'Robotics Kits',
  price: 1999,
  mrp: 2499,
  sku: 'RL-CAR-01',
  inventory: 5,
  summary: 'A car you build and program.',
  ageRange: '8-14 years',
  shipping: 'Ships in 2 days',
  warranty: '6 months',
  returnPolicy: '7 days',
  images: [],
  thumbnail: '',
};

const table: Array<{ name: string; schema: z.ZodType; dto: new () => object; valid: Body; cases: Case[] }> = [
  {
    name: 'workshop booking form ↔ POST /api/registrations',
    schema: registrationFormSchema,
    dto: CreateRegistrationDto,
    valid: registrationForm,
    cases: [
      ['parentName', 'R'],
      ['parentName', ''],
      ['parentName', long(101)],
      ['parentName', 'Ramesh\nRao'],
      ['parentName', 'Ramesh\u0000'],
      ['parentName', 'Ramesh \u202Eoar'],
      ['mobileNumber', '98765432101'],
      ['mobileNumber', '5876543210'],
      ['mobileNumber', '+91 98765 43210'],
      ['email', 'not-an-email'],
      ['email', `${long(250)}@example.com`],
      ['childName', ' A '],
      ['childName', 'Aa\trav'],
      ['childName', 'Aarav\u001b[2J'],
      ['childName', 'आ\u200Dरव'],
      ['gradeGroup', 'std-10'],
      ['schoolName', ''],
      ['schoolName', long(151)],
      ['venueId', 0],
      ['venueId', undefined],
      ['totalAmount', -1],
      ['originalAmount', 30000],
      ['couponCode', long(21)],
      ['discountAmount', -1],
      ['termsAccepted', false],
      ['buyerGstin', '27AAAAR0000A1ZA'],
      ['buyerGstin', '27AAAAR0000A1ZL'],
    ],
  },
  {
    name: 'store buyer dialog ↔ POST /api/razorpay/create-order',
    schema: buyerDetailsSchema,
    dto: CreateOrderDto,
    valid: buyer,
    cases: [
      ['customerName', 'P'],
      ['customerName', long(101)],
      ['customerName', 'Pri\rya'],
      ['customerName', 'Priya\u0085'],
      ['customerEmail', 'x'],
      ['customerPhone', '98765432101'],
      ['customerPhone', '+91 98765-43210'],
      ['shippingAddress.line1', ' '],
      ['shippingAddress.line1', long(201)],
      ['shippingAddress.city', ''],
      ['shippingAddress.state', ''],
      ['shippingAddress.pincode', '41104'],
    ],
  },
  {
    name: 'admin coupon form ↔ POST /api/admin/coupons',
    schema: couponPayloadSchema,
    dto: AdminCouponDto,
    valid: { code: 'SAVE20', discountAmount: 2000, usageLimit: 3, isActive: true },
    cases: [
      ['code', undefined],
      ['code', ''],
      ['code', 'A'],
      ['code', long(21)],
      ['code', 42],
      ['discountAmount', 0],
      ['usageLimit', 0],
    ],
  },
  {
    // maxSeats is left out on purpose: spec §5 gives the form its own message ("Must have at least 1 seat").
    name: 'admin venue form ↔ POST /api/admin/venues',
    schema: venueFormSchema,
    dto: AdminVenueDto,
    valid: {
      name: 'pune-baner',
      displayName: 'Pune - Baner',
      city: 'Pune',
      address: 'Baner Road',
      // The form sends the venue's times; their format and order are the service's check
      // (libs/domain/src/venue-times.ts, backend/test/editions.test.ts), not the DTO's.
      startsAt: '2027-12-14T10:00',
      endsAt: '2027-12-14T14:00',
      maxSeats: 150,
    },
    cases: [
      ['name', ' '],
      ['name', long(101)],
      ['displayName', ''],
      ['city', ''],
      ['address', ''],
      ['bookedSeats', -1],
    ],
  },
  {
    name: 'admin product form ↔ POST /api/admin/products',
    schema: productAdminSchema,
    dto: ProductDto,
    valid: product,
    cases: [
      ['id', ''],
      ['id', 'kit 001'],
      ['name', 'R'],
      ['slug', ''],
      ['slug', 'Robo Car'],
      ['category', 'toys'],
      ['price', 0],
      ['mrp', 0],
      ['hsnCode', '12'],
      ['sku', ''],
      ['inventory', -1],
      ['summary', 'short'],
      ['images', ['javascript:alert(1)']],
      ['thumbnail', '//evil.example/x.png'],
      ['ageRange', ''],
      ['shipping', ''],
      ['warranty', ''],
      ['returnPolicy', ''],
    ],
  },
  {
    name: 'admin password login ↔ POST /api/admin/login',
    schema: adminPasswordLoginSchema,
    dto: AdminLoginDto,
    valid: { password: 'admin123' },
    cases: [
      ['password', ''],
      ['password', undefined],
    ],
  },
  {
    name: 'staff invitation form ↔ POST /api/admin/staff',
    schema: staffInviteSchema,
    dto: InviteStaffDto,
    valid: { name: 'Meera', email: 'meera@example.com', role: 'desk' },
    cases: [
      ['name', ' '],
      ['name', 'Meera\nIyer'],
      ['email', 'meera'],
      ['role', 'boss'],
    ],
  },
  {
    name: 'invitation password form ↔ POST /api/staff-invites/{token}',
    schema: staffPasswordSchema,
    dto: AcceptInviteDto,
    valid: { password: 'long enough secret', confirm: 'long enough secret' },
    cases: [['password', 'short']],
  },
  {
    name: 'change password form ↔ POST /api/admin/me/password',
    schema: changePasswordSchema,
    dto: ChangePasswordDto,
    valid: { currentPassword: 'old password', newPassword: 'a new long password', confirm: 'a new long password' },
    cases: [
      ['currentPassword', ''],
      ['newPassword', 'short'],
    ],
  },
];

describe('validation parity: form schemas and server DTOs', () => {
  describe.each(table)('$name', ({ schema, dto, valid, cases }) => {
    it('both accept the valid body', async () => {
      expect(formMessage(schema, valid)).toBeNull();
      // The confirm fields exist only in forms; the server refuses unknown fields.
      const { confirm: _confirm, ...wire } = valid;
      expect(await serverMessage(dto, wire)).toBeNull();
    });

    it.each(cases)('%s = %j gets the same answer from both', async (field, value) => {
      const body = withField(valid, field, value);
      const { confirm: _confirm, ...wire } = body;
      expect(await serverMessage(dto, wire)).toBe(formMessage(schema, body));
    });
  });
});

import { EMAIL_RE } from './patterns.js';
import { controlCharsMessage, NO_CONTROL_CHARS_RE } from './text-limits.js';
import { STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLE_MESSAGE, STAFF_ROLES } from './staff.js';
import { z } from './zod.js';

/** The staff forms' rules (zod), apart from staff.ts so that reading a role does not load zod. */

const passwordRule = z
  .string()
  .min(STAFF_PASSWORD_MIN_LENGTH, `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'The password must be at most 200 characters');

/** The owner's invitation form (POST /api/admin/staff). */
export const staffInviteSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters')
    .regex(NO_CONTROL_CHARS_RE, controlCharsMessage('Name')),
  email: z.string().trim().regex(EMAIL_RE, 'Please enter a valid e-mail address').max(254),
  role: z.enum(STAFF_ROLES, { error: STAFF_ROLE_MESSAGE }),
});
export type StaffInviteForm = z.infer<typeof staffInviteSchema>;

/** Setting the first password from an invitation link. */
export const staffPasswordSchema = z
  .object({ password: passwordRule, confirm: z.string() })
  .refine((form) => form.password === form.confirm, { message: 'The two passwords do not match', path: ['confirm'] });
export type StaffPasswordForm = z.infer<typeof staffPasswordSchema>;

/** Changing one's own password. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password'),
    newPassword: passwordRule,
    confirm: z.string(),
  })
  .refine((form) => form.newPassword === form.confirm, {
    message: 'The two passwords do not match',
    path: ['confirm'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;

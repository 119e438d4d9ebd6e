import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import type { Actor } from '../audit/actor.js';
import { CurrentStaff } from '../audit/actor.decorator.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles } from '../auth/roles.js';
import { PaymentReminders } from './payment-reminders.js';

/** "Send reminder" on a booking whose hold ran out unpaid (README.md); the desk's routes are its own module's. */
@Controller('api/admin/registrations')
@UseGuards(AdminGuard)
@RequireRoles('desk')
export class AdminBookingRemindersController {
  constructor(private readonly reminders: PaymentReminders) {}

  @Post(':bookingId/reminder')
  @HttpCode(200)
  remind(
    @Param('bookingId') bookingId: string,
    @CurrentStaff() actor: Actor & { kind: 'staff' },
  ): Promise<{ payUrl: string }> {
    return this.reminders.remind('registration', bookingId, actor);
  }
}

import { Module } from '@nestjs/common';
import { AccountController } from './account.controller.js';
import { AdminStaffController } from './admin-staff.controller.js';
import { StaffInvitesController } from './staff-invites.controller.js';
import { StaffService } from './staff.service.js';

/** Named staff with roles (backend/src/staff/README.md); sign-in itself stays in backend/src/auth. */
@Module({
  controllers: [AdminStaffController, AccountController, StaffInvitesController],
  providers: [StaffService],
})
export class StaffModule {}

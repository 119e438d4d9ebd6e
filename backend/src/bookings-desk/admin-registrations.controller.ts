import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import type { DeskRegistration, Page } from '@robo/domain';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles } from '../auth/roles.js';
import { RegistrationQueryDto } from './dto/registration-query.dto.js';
import { RegistrationsDeskService } from './registrations-desk.service.js';

/** The bookings desk (backend/src/bookings-desk/README.md): desk staff and the owner. */
@Controller('api/admin/registrations')
@UseGuards(AdminGuard)
@RequireRoles('desk')
export class AdminRegistrationsController {
  constructor(private readonly desk: RegistrationsDeskService) {}

  @Get()
  list(@Query() query: RegistrationQueryDto): Promise<Page<DeskRegistration>> {
    return this.desk.list(query);
  }
}

import { Body, Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import type { AnnouncementDetail, AnnouncementPreview, AnnouncementSummary } from '@robo/domain';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles } from '../auth/roles.js';
import type { Actor } from '../audit/actor.js';
import { CurrentStaff } from '../audit/actor.decorator.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { Announcements } from './announcements.js';
import { AnnouncementDraftDto, CreateAnnouncementDto } from './dto/announcement.dto.js';

/** /admin/announcements (README.md): desk staff and the owner. */
@Controller('api/admin/announcements')
@UseGuards(AdminGuard)
@RequireRoles('desk')
export class AdminAnnouncementsController {
  constructor(private readonly announcements: Announcements) {}

  @Post('preview')
  preview(@Body() draft: AnnouncementDraftDto): Promise<AnnouncementPreview> {
    return this.announcements.preview(draft);
  }

  @Post()
  create(@CurrentStaff() actor: Actor, @Body() draft: CreateAnnouncementDto): Promise<{ id: number }> {
    return this.announcements.create(actor, draft);
  }

  @Get()
  list(): Promise<AnnouncementSummary[]> {
    return this.announcements.list();
  }

  @Get(':id')
  detail(@Param('id', new IdParamPipe('No such announcement')) id: number): Promise<AnnouncementDetail> {
    return this.announcements.detail(id);
  }
}

import { Module } from '@nestjs/common';
import { AdminAnnouncementsController } from './admin-announcements.controller.js';
import { AnnouncementExpansion } from './announcement-expansion.js';
import { Announcements } from './announcements.js';
import { OptOuts } from './opt-outs.js';
import { UnsubscribeController } from './unsubscribe.controller.js';

/** Announcements to parents, their sending and unsubscribing (README.md). */
@Module({
  controllers: [AdminAnnouncementsController, UnsubscribeController],
  providers: [Announcements, AnnouncementExpansion, OptOuts],
})
export class AnnouncementsModule {}

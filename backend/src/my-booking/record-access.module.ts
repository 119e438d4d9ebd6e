import { Module } from '@nestjs/common';
import { ParentSession } from './parent-session.js';
import { RecordAccess } from './record-access.js';

/** Who may see a booking's or order's record whole, for the modules that answer lookups by id. */
@Module({
  providers: [ParentSession, RecordAccess],
  exports: [RecordAccess],
})
export class RecordAccessModule {}

import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Length,
  Min,
  ValidateNested,
} from 'class-validator';
import { GRADE_GROUPS, MESSAGE_CHANNELS, type GradeGroup, type MessageChannel } from '@robo/domain';

/** Who an announcement reaches (libs/domain announcements.ts): every field narrows it. */
export class AnnouncementAudienceDto {
  @IsOptional()
  @IsInt({ message: 'editionId must be an edition id' })
  @Min(1, { message: 'editionId must be an edition id' })
  editionId?: number;

  @IsOptional()
  @IsArray({ message: 'venueIds must be a list of venue ids' })
  @ArrayMaxSize(500)
  @IsInt({ each: true, message: 'venueIds must be a list of venue ids' })
  venueIds?: number[];

  @IsOptional()
  @IsArray({ message: `gradeGroups must be a list of ${GRADE_GROUPS.join(', ')}` })
  @IsIn(GRADE_GROUPS, { each: true, message: `gradeGroups must be a list of ${GRADE_GROUPS.join(', ')}` })
  gradeGroups?: GradeGroup[];

  @IsOptional()
  @IsIn(['paid'], { message: 'bookingStatus must be paid (the waiting list is not offered yet)' })
  bookingStatus?: 'paid';

  @IsOptional()
  @IsBoolean({ message: 'checkedIn must be true or false' })
  checkedIn?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'withKit must be true or false' })
  withKit?: boolean;
}

/** Body of POST /api/admin/announcements/preview. */
export class AnnouncementDraftDto {
  @ValidateNested()
  @Type(() => AnnouncementAudienceDto)
  audience: AnnouncementAudienceDto;

  @IsArray({ message: 'Choose at least one channel: email or whatsapp' })
  @ArrayMinSize(1, { message: 'Choose at least one channel: email or whatsapp' })
  @ArrayUnique({ message: 'Each channel once' })
  @IsIn(MESSAGE_CHANNELS, { each: true, message: 'Channels are email and whatsapp' })
  channels: MessageChannel[];

  @IsString()
  @Length(1, 200, { message: 'The subject must be 1 to 200 characters' })
  subject: string;

  @IsString()
  @Length(1, 4000, { message: 'The message must be 1 to 4000 characters' })
  body: string;
}

/** Body of POST /api/admin/announcements: the draft, sent now or at `sendAt`. */
export class CreateAnnouncementDto extends AnnouncementDraftDto {
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'sendAt must be an ISO date and time' })
  sendAt?: string;
}

import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

export const CHECK_IN_MESSAGES = {
  venue: 'Choose a venue',
  device: 'deviceId must be 1-64 letters, digits, - or _',
  scannedAt: 'scannedAt must be an ISO date and time',
  clientId: 'clientId must be a UUID',
  code: 'code must be text of at most 16384 characters',
  bookingId: 'Unknown booking',
  codeOrBooking: 'Send the scanned code or the booking id to admit',
  batch: 'Send between 1 and 500 scans at once',
} as const;

export const DEVICE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A venue chosen at the door (query string). */
export class VenueQueryDto {
  @Type(() => Number)
  @IsInt({ message: CHECK_IN_MESSAGES.venue })
  @Min(1, { message: CHECK_IN_MESSAGES.venue })
  venueId: number;
}

/** The roster query: the device asking, so its later offline scans can be placed in time (offline-window.ts). */
export class RosterQueryDto extends VenueQueryDto {
  @IsOptional()
  @Matches(DEVICE_ID, { message: CHECK_IN_MESSAGES.device })
  deviceId?: string;
}

export class SearchQueryDto extends VenueQueryDto {
  @IsString()
  @MaxLength(100)
  q: string;
}

/** What a device knows about one scan; the venue and device come with it or with the batch. */
export class ScanItemDto {
  /**
   * What the QR code holds. Any text is accepted (garbage and long codes are refused and logged
   * as scans, backend/src/check-in/README.md); beyond this length it is not a scan at all.
   */
  @IsOptional()
  @IsString({ message: CHECK_IN_MESSAGES.code })
  @MaxLength(16384, { message: CHECK_IN_MESSAGES.code })
  code?: string;

  /** A manual admission (search + Admit) names the booking instead. */
  @IsOptional()
  @Matches(/^RL-[A-Za-z0-9]{4,20}$/, { message: CHECK_IN_MESSAGES.bookingId })
  bookingId?: string;

  @IsISO8601({ strict: true }, { message: CHECK_IN_MESSAGES.scannedAt })
  scannedAt: string;

  @IsUUID('all', { message: CHECK_IN_MESSAGES.clientId })
  clientId: string;

  @IsOptional()
  @IsBoolean()
  offline?: boolean;
}

/** Body of POST /api/admin/check-ins. */
export class ScanDto extends ScanItemDto {
  @IsInt({ message: CHECK_IN_MESSAGES.venue })
  @Min(1, { message: CHECK_IN_MESSAGES.venue })
  venueId: number;

  @Matches(DEVICE_ID, { message: CHECK_IN_MESSAGES.device })
  deviceId: string;
}

/** Body of POST /api/admin/check-ins/sync: a device's queue, oldest first. */
export class SyncDto {
  @IsInt({ message: CHECK_IN_MESSAGES.venue })
  @Min(1, { message: CHECK_IN_MESSAGES.venue })
  venueId: number;

  @Matches(DEVICE_ID, { message: CHECK_IN_MESSAGES.device })
  deviceId: string;

  @IsArray({ message: CHECK_IN_MESSAGES.batch })
  @ArrayMaxSize(500, { message: CHECK_IN_MESSAGES.batch })
  @ValidateNested({ each: true })
  @Type(() => ScanItemDto)
  scans: ScanItemDto[];
}

/** Body of POST /api/admin/check-ins/:bookingId/undo. */
export class UndoDto {
  @IsOptional()
  @Matches(DEVICE_ID, { message: CHECK_IN_MESSAGES.device })
  deviceId?: string;
}

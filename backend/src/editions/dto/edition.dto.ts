import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  Min,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  DEFAULT_EDITION_REMINDERS,
  EDITION_MESSAGES,
  EDITION_STATUSES,
  type EditionStatus,
  type GradeGroup,
  type Paise,
  type TranslationLanguage,
} from '@robo/domain';
import { Trim } from '../../common/trim.js';

const MIN_PRICE = 100;
const MAX_PRICE = 10_000_000;

export class TimelineEntryDto {
  @IsString() @Trim() @Length(1, 60, { message: EDITION_MESSAGES.timelineDate }) date: string;
  @IsString() @Trim() @Length(1, 300, { message: EDITION_MESSAGES.timelineText }) text: string;
}

export class FaqEntryDto {
  @IsString() @Trim() @Length(1, 200, { message: EDITION_MESSAGES.faqQuestion }) question: string;
  @IsString() @Trim() @Length(1, 2000, { message: EDITION_MESSAGES.faqAnswer }) answer: string;
}

/** A translated timeline entry: either text may be empty (the English one is shown). */
export class TranslatedTimelineEntryDto {
  @IsOptional() @IsString() @Trim() @MaxLength(60, { message: EDITION_MESSAGES.translatedTimeline }) date?: string;
  @IsOptional() @IsString() @Trim() @MaxLength(300, { message: EDITION_MESSAGES.translatedTimeline }) text?: string;
}

export class TranslatedFaqEntryDto {
  @IsOptional() @IsString() @Trim() @MaxLength(200, { message: EDITION_MESSAGES.translatedFaq }) question?: string;
  @IsOptional() @IsString() @Trim() @MaxLength(2000, { message: EDITION_MESSAGES.translatedFaq }) answer?: string;
}

/** The landing content in one other language, checked like the English (libs/domain EditionTranslation). */
export class EditionTranslationDto {
  @IsOptional() @IsString() @Trim() @MaxLength(500, { message: EDITION_MESSAGES.headline }) headline?: string;
  @IsOptional() @IsString() @Trim() @MaxLength(5000, { message: EDITION_MESSAGES.about }) about?: string;
  @IsOptional() @IsString() @Trim() @MaxLength(200, { message: EDITION_MESSAGES.themeTitle }) themeTitle?: string;
  @IsOptional() @IsString() @Trim() @MaxLength(3000, { message: EDITION_MESSAGES.themeText }) themeText?: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => TranslatedTimelineEntryDto)
  timeline?: TranslatedTimelineEntryDto[];

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => TranslatedFaqEntryDto)
  faq?: TranslatedFaqEntryDto[];
}

const Translation = (target: object, key: string) => {
  IsOptional()(target, key);
  IsObject()(target, key);
  ValidateNested()(target, key);
  Type(() => EditionTranslationDto)(target, key);
};

export class EditionTranslationsDto implements Partial<Record<TranslationLanguage, EditionTranslationDto>> {
  @Translation hi?: EditionTranslationDto;
  @Translation mr?: EditionTranslationDto;
}

export class SellerDto {
  @IsString() @Trim() @Length(1, 200, { message: EDITION_MESSAGES.sellerName }) name: string;
  @IsString() @Trim() @Length(1, 500, { message: EDITION_MESSAGES.sellerAddress }) address: string;
  @IsString() @Trim() @Length(15, 15, { message: EDITION_MESSAGES.sellerGstin }) gstin: string;
}

/** One reminder: `hoursBefore` or `dayOfAt`; the service refuses both or neither. */
export class ReminderDto {
  @IsOptional()
  @IsInt({ message: EDITION_MESSAGES.reminder })
  @Min(1, { message: EDITION_MESSAGES.reminder })
  @Max(720, { message: EDITION_MESSAGES.reminder })
  hoursBefore?: number;

  @IsOptional()
  @IsString()
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: EDITION_MESSAGES.reminder })
  dayOfAt?: string;
}

const Price = (message: string) => (target: object, key: string) => {
  IsInt({ message })(target, key);
  Min(MIN_PRICE, { message })(target, key);
  Max(MAX_PRICE, { message })(target, key);
};

export class KitPricesDto implements Record<GradeGroup, Paise> {
  @Price(EDITION_MESSAGES.kitPrice) 'std-1-2': Paise;
  @Price(EDITION_MESSAGES.kitPrice) 'std-3-4': Paise;
  @Price(EDITION_MESSAGES.kitPrice) 'std-5-9': Paise;
}

/**
 * Body of POST /api/admin/editions and PUT /api/admin/editions/{id}: everything staff set about a
 * season except its status (POST .../status) and venues (the venues screen). Times are India time
 * (`2026-12-14T10:00`) or ISO instants, checked by the service (libs/domain venue-times.ts).
 */
export class EditionDto {
  @IsString() @Trim() @Length(2, 200, { message: EDITION_MESSAGES.name }) name: string;

  @IsString()
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: EDITION_MESSAGES.slug })
  @MaxLength(80, { message: EDITION_MESSAGES.slug })
  slug: string;

  @IsOptional() @IsString() salesOpenAt: string | null = null;
  @IsOptional() @IsString() salesCloseAt: string | null = null;

  @Price(EDITION_MESSAGES.ticketPrice) ticketPrice: Paise;
  @Price(EDITION_MESSAGES.regularPrice) regularPrice: Paise;

  @IsObject({ message: EDITION_MESSAGES.kitPrice })
  @ValidateNested()
  @Type(() => KitPricesDto)
  kitPrices: KitPricesDto;

  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsInt({ message: EDITION_MESSAGES.earlyBirdPlaces })
  @Min(0, { message: EDITION_MESSAGES.earlyBirdPlaces })
  earlyBirdPlaces: number | null = null;

  @IsOptional() @IsString() earlyBirdEndsAt: string | null = null;

  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsObject()
  @ValidateNested()
  @Type(() => SellerDto)
  seller: SellerDto | null = null;

  @IsOptional() @IsString() @Trim() @MaxLength(500, { message: EDITION_MESSAGES.headline }) headline: string = '';
  @IsOptional() @IsString() @Trim() @MaxLength(5000, { message: EDITION_MESSAGES.about }) about: string = '';
  @IsOptional() @IsString() @Trim() @MaxLength(200, { message: EDITION_MESSAGES.themeTitle }) themeTitle: string = '';
  @IsOptional() @IsString() @Trim() @MaxLength(3000, { message: EDITION_MESSAGES.themeText }) themeText: string = '';

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => TimelineEntryDto)
  timeline: TimelineEntryDto[] = [];

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => FaqEntryDto)
  faq: FaqEntryDto[] = [];

  /** Hindi and Marathi content; the service refuses more entries than the English lists have. */
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => EditionTranslationsDto)
  translations: EditionTranslationsDto = {};

  /** Default: 48 hours before, and 07:00 on the day (backend/src/reminders/README.md). */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(5)
  @ValidateNested({ each: true })
  @Type(() => ReminderDto)
  reminders: ReminderDto[] = DEFAULT_EDITION_REMINDERS.map((reminder) => Object.assign(new ReminderDto(), reminder));

  @IsOptional() @IsString() @Trim() @MaxLength(1000, { message: EDITION_MESSAGES.whatToBring }) whatToBring: string =
    '';
}

/** Body of POST /api/admin/editions/{id}/clone. */
export class CloneEditionDto {
  @IsString() @Trim() @Length(2, 200, { message: EDITION_MESSAGES.name }) name: string;

  @IsOptional()
  @IsString()
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: EDITION_MESSAGES.slug })
  @MaxLength(80, { message: EDITION_MESSAGES.slug })
  slug?: string;

  @IsInt({ message: EDITION_MESSAGES.shiftDays })
  @Min(-3660, { message: EDITION_MESSAGES.shiftDays })
  @Max(3660, { message: EDITION_MESSAGES.shiftDays })
  shiftDays: number;
}

/** Body of POST /api/admin/editions/{id}/status. */
export class EditionStatusDto {
  @IsIn(EDITION_STATUSES as unknown as EditionStatus[], { message: EDITION_MESSAGES.status })
  status: EditionStatus;
}

import { IsOptional, IsString } from 'class-validator';

/** `from` and `to` are Asia/Kolkata days (YYYY-MM-DD); ReportsService checks the range. */
export class ReportQueryDto {
  @IsOptional() @IsString() from?: string;
  @IsOptional() @IsString() to?: string;
}

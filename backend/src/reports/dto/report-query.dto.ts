import { IsOptional, IsString } from 'class-validator';
import { IsEditionFilter } from '../../editions/edition-filter.js';

/** `from` and `to` are Asia/Kolkata days (YYYY-MM-DD); ReportsService checks the range. */
export class ReportQueryDto {
  @IsOptional() @IsString() from?: string;
  @IsOptional() @IsString() to?: string;
  /** An edition's id or `all`; absent: the edition on sale (every edition while none is). */
  @IsEditionFilter() edition?: string;
}

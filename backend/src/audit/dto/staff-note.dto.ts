import { IsNotEmpty, IsString } from 'class-validator';
import { MaxText } from '../../common/max-text.js';
import { Trim } from '../../common/trim.js';

/** A staff note on a booking's or order's timeline (README.md, "Timelines"). */
export class StaffNoteDto {
  @Trim()
  @IsString({ message: 'Please write a note' })
  @IsNotEmpty({ message: 'Please write a note' })
  @MaxText('staffNote')
  text: string;
}

import { Injectable, type PipeTransform } from '@nestjs/common';
import { DomainError } from './domain-error.js';

/** A serial id from the path: a positive int4. Anything else names nothing, so it is a 404. */
@Injectable()
export class IdParamPipe implements PipeTransform<string, number> {
  constructor(private readonly notFoundMessage: string) {}

  transform(raw: string): number {
    if (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647) return Number(raw);
    throw new DomainError('NOT_FOUND', 'not_found', this.notFoundMessage);
  }
}

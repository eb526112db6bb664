import { Injectable, type PipeTransform } from '@nestjs/common';
import { MESSAGES } from '@consult/domain';
import { DomainError } from '../errors/domain-error';

const MAX_INT = 2_147_483_647;

/** A route's `:id`: a positive whole number; anything else names nothing, so it is a 404. */
@Injectable()
export class ResourceIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id) || id > MAX_INT) {
      throw new DomainError('NOT_FOUND', MESSAGES.notFound);
    }
    return id;
  }
}

import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

/** A path id: a whole number from 1 to 2^31 − 1 (the int column range); anything else is 400. */
@Injectable()
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const n = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647) throw new BadRequestException('The id must be a positive whole number');
    return n;
  }
}

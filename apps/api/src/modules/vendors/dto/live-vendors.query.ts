import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CATEGORY_SPELLINGS } from '@oja/shared';
import { PageQuery } from '../../../common/pagination.js';
import { INVALID_CATEGORY } from './register-vendor.dto.js';

export class LiveVendorsQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'all, or any category spelling' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsIn(['all', '', ...CATEGORY_SPELLINGS], { message: INVALID_CATEGORY })
  category?: string;

  @ApiPropertyOptional({ description: 'Business name contains (case-insensitive)' })
  @IsOptional()
  @MaxLength(100)
  @IsString()
  search?: string;
}

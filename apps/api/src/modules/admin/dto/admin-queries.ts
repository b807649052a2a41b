import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { CATEGORY_SPELLINGS } from '@oja/shared';
import { PageQuery } from '../../../common/pagination.js';

const lowerTrim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** GET /api/admin/vendors. */
export class AdminVendorsQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Business name, user name or e-mail contains (case-insensitive)' })
  @IsOptional()
  @MaxLength(100)
  @IsString()
  search?: string;

  @ApiPropertyOptional({ description: 'all, mechanic, rider, product, service-apartment, service, food (any spelling)' })
  @IsOptional()
  @Transform(lowerTrim)
  @IsIn(['all', '', ...CATEGORY_SPELLINGS], { message: 'The category must be all, mechanic, rider, product, service-apartment, service or food.' })
  category?: string;

  @ApiPropertyOptional({ enum: ['all', 'verified', 'pending', 'rejected'] })
  @IsOptional()
  @Transform(lowerTrim)
  @IsIn(['all', '', 'verified', 'pending', 'rejected'], { message: 'The status must be all, verified, pending or rejected.' })
  status?: string;
}

/** GET /api/admin/users */
export class AdminUsersQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Name, e-mail or phone contains (case-insensitive)' })
  @IsOptional()
  @MaxLength(100)
  @IsString()
  search?: string;

  @ApiPropertyOptional({ enum: ['all', 'user', 'vendor'] })
  @IsOptional()
  @Transform(lowerTrim)
  @IsIn(['all', '', 'user', 'vendor'], { message: 'The user type must be all, user or vendor.' })
  user_type?: string;
}

export class AuditLogQuery extends PageQuery {
  @ApiPropertyOptional({ example: 'kyc.approved' })
  @IsOptional()
  @MaxLength(60)
  @IsString()
  action?: string;
}

/** PUT /api/admin/profile */
export class UpdateAdminProfileDto {
  @ApiPropertyOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(120)
  @IsString({ message: 'The name field is required.' })
  @IsNotEmpty({ message: 'The name field is required.' })
  name: string;

  @ApiPropertyOptional()
  @Transform(lowerTrim)
  @MaxLength(254)
  @IsEmail({}, { message: 'The email must be a valid email address.' })
  @IsString({ message: 'The email field is required.' })
  @IsNotEmpty({ message: 'The email field is required.' })
  email: string;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQuery } from '../../../common/pagination.js';

export class KycQuery extends PageQuery {
  @ApiPropertyOptional({ enum: ['all', 'pending', 'approved', 'rejected'] })
  @IsOptional()
  @IsIn(['all', 'pending', 'approved', 'rejected'], { message: 'The status must be all, pending, approved or rejected.' })
  status?: 'all' | 'pending' | 'approved' | 'rejected';
}

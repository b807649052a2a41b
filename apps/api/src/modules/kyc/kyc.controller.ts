import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminAuth, CurrentAdmin } from '../access/access.js';
import type { SignedInAdmin } from '../admin-auth/admin.port.js';
import { pageOf } from '../../common/pagination.js';
import { KycQuery } from './dto/kyc-query.dto.js';
import { RejectDto } from './dto/reject.dto.js';
import { KycService } from './kyc.service.js';

@ApiTags('admin')
@Controller('api/admin/kyc/verifications')
@AdminAuth()
export class KycController {
  constructor(private readonly kyc: KycService) {}

  @Get()
  list(@Query() q: KycQuery) {
    const { page, perPage } = pageOf(q);
    return this.kyc.list(q.status, page, perPage);
  }

  @Get(':id')
  async get(@Param('id', ParseIntPipe) id: number) {
    return { data: await this.kyc.get(id) };
  }

  @Post(':id/approve')
  @HttpCode(200)
  async approve(@CurrentAdmin() admin: SignedInAdmin, @Param('id', ParseIntPipe) id: number) {
    return { message: 'KYC verification approved successfully', data: await this.kyc.approve(id, admin) };
  }

  @Post(':id/reject')
  @HttpCode(200)
  async reject(@CurrentAdmin() admin: SignedInAdmin, @Param('id', ParseIntPipe) id: number, @Body() dto: RejectDto) {
    return { message: 'KYC verification rejected', data: await this.kyc.reject(id, admin, dto.reason) };
  }
}

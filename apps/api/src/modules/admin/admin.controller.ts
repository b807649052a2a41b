import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminAuth, CurrentAdmin } from '../access/access.js';
import type { SignedInAdmin } from '../admin-auth/admin.port.js';
import { RejectDto } from '../kyc/dto/reject.dto.js';
import { AdminService } from './admin.service.js';
import { AdminUsersQuery, AdminVendorsQuery, AuditLogQuery, UpdateAdminProfileDto } from './dto/admin-queries.js';
import { pageOf } from '../../common/pagination.js';

@ApiTags('admin')
@Controller('api/admin')
@AdminAuth()
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Get('dashboard')
  dashboard() {
    return this.admin.dashboard();
  }

  @Get('analytics')
  analytics() {
    return this.admin.analytics();
  }

  @Get('audit-log')
  auditLog(@Query() q: AuditLogQuery) {
    const { page, perPage } = pageOf(q);
    return this.admin.auditLog(page, perPage, q.action);
  }

  @Get('vendors')
  vendors(@Query() q: AdminVendorsQuery) {
    const { page, perPage } = pageOf(q);
    return this.admin.listVendors(q, page, perPage);
  }

  @Get('vendors/:id')
  async vendor(@Param('id', ParseIntPipe) id: number) {
    return { data: await this.admin.getVendor(id) };
  }

  @Post('vendors/:id/verify')
  @HttpCode(200)
  async verify(@CurrentAdmin() admin: SignedInAdmin, @Param('id', ParseIntPipe) id: number) {
    return { message: 'Vendor verified successfully', data: await this.admin.verifyVendor(id, admin) };
  }

  @Post('vendors/:id/reject')
  @HttpCode(200)
  async reject(@CurrentAdmin() admin: SignedInAdmin, @Param('id', ParseIntPipe) id: number, @Body() dto: RejectDto) {
    return { message: 'Vendor rejected', data: await this.admin.rejectVendor(id, admin, dto.reason) };
  }

  @Get('users')
  users(@Query() q: AdminUsersQuery) {
    const { page, perPage } = pageOf(q);
    return this.admin.listUsers(q, page, perPage);
  }

  @Put('profile')
  profile(@CurrentAdmin() admin: SignedInAdmin, @Body() dto: UpdateAdminProfileDto) {
    return this.admin.updateProfile(admin, dto.name, dto.email);
  }
}

import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { AdminAuth, CurrentAdmin, CurrentPrincipal } from '../access/access.js';
import type { AdminPrincipal } from '../access/access.js';
import { LoginDto } from '../auth/dto/auth.dto.js';
import { ChangePasswordDto } from '../auth/dto/change-password.dto.js';
import { ClearsPagesCookie, SetsPagesCookie } from '../auth/pages-cookie.interceptor.js';
import { TokenService } from '../auth/token.service.js';
import { AdminAuthService, presentAdmin } from './admin-auth.service.js';
import type { Admin } from './entities/admin.entity.js';

@ApiTags('admin')
@Controller('api/admin')
export class AdminAuthController {
  constructor(
    private readonly auth: AdminAuthService,
    private readonly tokens: TokenService,
  ) {}

  @Post('login')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @SetsPagesCookie('admin')
  login(@Body() dto: LoginDto, @Req() req: FastifyRequest) {
    return this.auth.login(dto.email, dto.password, req.ip);
  }

  @Post('logout')
  @HttpCode(200)
  @AdminAuth()
  @ClearsPagesCookie('admin')
  async logout(@CurrentPrincipal() p: AdminPrincipal) {
    await this.tokens.revoke(p.jti, p.exp);
    return { message: 'Logged out successfully' };
  }

  /**
   * The signed-in admin, in both shapes clients read: the fields at the top level (the spec's back end and
   * the clients written from it) and the same object under `admin` (Oja's SPA).
   */
  @Get('me')
  @AdminAuth()
  me(@CurrentAdmin() admin: Admin) {
    const presented = presentAdmin(admin);
    return { ...presented, admin: presented };
  }

  @Post('password/change')
  @HttpCode(200)
  @AdminAuth()
  @UseGuards(ThrottlerGuard)
  @SetsPagesCookie('admin')
  changePassword(@CurrentAdmin() admin: Admin, @Body() dto: ChangePasswordDto, @Req() req: FastifyRequest) {
    return this.auth.changePassword(admin, dto, req.ip);
  }
}

import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/api-docs.js';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Auth, CurrentPrincipal, CurrentUser } from '../access/access.js';
import type { UserPrincipal } from '../access/access.js';
import type { SignedInUser } from '../users/user.port.js';
import { ForgotPasswordDto, LoginDto, RegisterDto, ResetPasswordDto } from './dto/auth.dto.js';
import { ChangePasswordDto } from './dto/change-password.dto.js';
import { AuthService } from './auth.service.js';
import { ClearsPagesCookie, SetsPagesCookie } from './pages-cookie.interceptor.js';
import { TokenService } from './token.service.js';

@ApiTags('auth')
@Controller('api')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly tokens: TokenService,
  ) {}

  @Post('register')
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: 'Sign up as a customer (user) or vendor' })
  register(@Body() dto: RegisterDto) {
    return this.auth.register(dto);
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @SetsPagesCookie('user')
  login(@Body() dto: LoginDto) {
    return this.auth.login(dto.email, dto.password);
  }

  @Get('me')
  @Auth()
  me(@CurrentUser() user: SignedInUser) {
    return this.auth.session(user);
  }

  @Post('logout')
  @HttpCode(200)
  @Auth()
  @ClearsPagesCookie('user')
  async logout(@CurrentPrincipal() p: UserPrincipal) {
    await this.tokens.revoke(p.jti, p.exp);
    return { message: 'Logged out successfully' };
  }

  @Get('email/verify')
  @ApiOperation({ summary: 'Confirm an e-mail address from the e-mailed link (redirects browsers to /login)' })
  @ApiOkResponse({
    description: 'With `Accept: application/json`: the address is confirmed',
    schema: { type: 'object', properties: { message: { type: 'string', example: 'Email verified successfully. You can now log in.' } }, required: ['message'] },
  })
  @ApiFoundResponse({
    description:
      'Browsers: to /login?verified=1, or /login?verified=invalid for a bad or expired link; to the `redirect_url` given at sign-up instead (an allowed origin), with the same `verified` added',
  })
  @ApiErrors(422)
  async verifyEmail(@Query('token') token: unknown, @Query('redirect_url') redirectUrl: unknown, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const ok = typeof token === 'string' && token.length > 0 && token.length <= 200 && (await this.auth.verifyEmail(token));
    const wantsJson = String(req.headers.accept ?? '').includes('application/json');
    if (wantsJson) {
      return reply
        .status(ok ? 200 : 422)
        .send(
          ok
            ? { message: 'Email verified successfully. You can now log in.' }
            : { statusCode: 422, message: 'This verification link is invalid or has expired.' },
        );
    }
    return reply.redirect(this.auth.verifiedLanding(redirectUrl, ok), 302);
  }

  @Post('email/resend')
  @HttpCode(200)
  @Auth()
  @UseGuards(ThrottlerGuard)
  resend(@CurrentUser() user: SignedInUser) {
    return this.auth.resendVerification(user);
  }

  @Post('password/forgot')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  forgot(@Body() dto: ForgotPasswordDto) {
    return this.auth.forgotPassword(dto.email);
  }

  @Post('password/reset')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  reset(@Body() dto: ResetPasswordDto) {
    return this.auth.resetPassword(dto.token, dto.password);
  }

  @Post('password/change')
  @HttpCode(200)
  @Auth()
  @UseGuards(ThrottlerGuard)
  @SetsPagesCookie('user')
  @ApiOperation({ summary: 'Change the password (current one required); other sessions end, the answer carries a new token for this one' })
  change(@CurrentUser() user: SignedInUser, @Body() dto: ChangePasswordDto) {
    return this.auth.changePassword(user, dto);
  }
}

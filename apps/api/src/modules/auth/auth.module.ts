import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ENV, Env } from '../../config/env.js';
import { UsersModule } from '../users/users.module.js';
import { RevokedToken } from './entities/revoked-token.entity.js';
import { UserToken } from './entities/user-token.entity.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { JwtStrategy } from './jwt.strategy.js';
import { LoginLockoutService } from './login-lockout.service.js';
import { TokenService } from './token.service.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { SettingsModule } from '../settings/settings.module.js';

/** Customer and vendor sign-up, login, tokens and the 'jwt' passport strategy behind the guards of ../access/access.ts. */
@Module({
  imports: [
    NotificationsModule,
    SettingsModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [ENV],
      useFactory: (env: Env) => ({ secret: env.JWT_SECRET, signOptions: { algorithm: 'HS256' }, verifyOptions: { algorithms: ['HS256'] } }),
    }),
    TypeOrmModule.forFeature([RevokedToken, UserToken]),
    UsersModule,
  ],
  controllers: [AuthController],
  providers: [AuthService, TokenService, JwtStrategy, LoginLockoutService],
  exports: [AuthService, TokenService, LoginLockoutService],
})
export class AuthModule {}

// Route access for every module: the principals a bearer token carries, the JWT guard and the customer/vendor and
// admin decorators. Vendor routes: ../vendors/vendor.guard.ts. The 'jwt' passport strategy is AuthModule's.
import {
  applyDecorators,
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { SignedInUser } from '../users/user.port.js';
import type { SignedInAdmin } from '../admin-auth/admin.port.js';

export const USER_AUDIENCE = 'oja:user';
export const ADMIN_AUDIENCE = 'oja:admin';
export const TOKEN_ISSUER = 'oja';

export interface UserPrincipal {
  kind: 'user';
  jti: string;
  exp: number;
  user: SignedInUser;
}
export interface AdminPrincipal {
  kind: 'admin';
  jti: string;
  exp: number;
  admin: SignedInAdmin;
}
export type Principal = UserPrincipal | AdminPrincipal;

/** Verifies the bearer token (signature, algorithm, audience, expiry, revocation): 401 otherwise. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<T>(err: unknown, principal: T, info: unknown): T {
    if (err instanceof UnauthorizedException) throw err;
    if (err || !principal) {
      const expired = (info as Error | undefined)?.name === 'TokenExpiredError';
      throw new UnauthorizedException(expired ? 'Your session has expired. Please log in again.' : 'Unauthenticated.');
    }
    return principal;
  }
}

/** Never refuses: a valid token sets the principal; none, or a bad one, leaves the request anonymous. */
@Injectable()
class OptionalJwtGuard extends AuthGuard('jwt') {
  override handleRequest<T>(_err: unknown, principal: T): T {
    return (principal || null) as T;
  }
}

/** A guard that lets only a principal of `kind` through (after the JWT guard); anyone else gets 403 with `message`. */
function principalKindGuard(kind: Principal['kind'], message: string) {
  @Injectable()
  class PrincipalKindGuard implements CanActivate {
    canActivate(ctx: ExecutionContext) {
      const p = ctx.switchToHttp().getRequest().user as Principal;
      if (p?.kind !== kind) throw new ForbiddenException(message);
      return true;
    }
  }
  return PrincipalKindGuard;
}

const UserOnlyGuard = principalKindGuard('user', 'This area is for customers and vendors; administrator tokens are not accepted here.');
const AdminOnlyGuard = principalKindGuard('admin', 'Administrator access required.');

/** Refuses (403 with `message`) a signed-in user who is not a customer: the customer's own orders, bookings and requests. */
export function customerOnly(user: SignedInUser, message: string): void {
  if (user.userType !== 'user') throw new ForbiddenException(message);
}

/** Customer or vendor routes: a user token; an admin token gets 403. */
export const Auth = () => applyDecorators(UseGuards(JwtAuthGuard, UserOnlyGuard), ApiBearerAuth());
/** Admin routes: an admin token; a user token gets 403. */
export const AdminAuth = () => applyDecorators(UseGuards(JwtAuthGuard, AdminOnlyGuard), ApiBearerAuth());

/** Public routes that note who sent them: anyone may call; a customer's or vendor's token is read when sent. */
export const OptionalAuth = () => UseGuards(OptionalJwtGuard);
export const CurrentPrincipal = createParamDecorator((_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest().user as Principal);
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext) => (ctx.switchToHttp().getRequest().user as UserPrincipal).user);
export const CurrentAdmin = createParamDecorator((_: unknown, ctx: ExecutionContext) => (ctx.switchToHttp().getRequest().user as AdminPrincipal).admin);
/** The id of the signed-in customer or vendor on an `@OptionalAuth()` route, or null. */
export const CurrentUserIdIfAny = createParamDecorator((_: unknown, ctx: ExecutionContext): number | null => {
  const p = ctx.switchToHttp().getRequest().user as Principal | null | undefined;
  return p?.kind === 'user' ? p.user.id : null;
});

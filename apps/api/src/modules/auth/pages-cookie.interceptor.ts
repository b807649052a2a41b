import { applyDecorators, Injectable, SetMetadata, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { tap, type Observable } from 'rxjs';
import type { PageAudience } from '../../common/page-session.js';
import { TokenService } from './token.service.js';

const PAGES_COOKIE = 'oja:pages-cookie';

interface PagesCookieRule {
  audience: PageAudience;
  /** `set`: from the answer's `token` (a login, a password change); `clear`: logout. */
  action: 'set' | 'clear';
}

/**
 * Sets or clears the pages cookie (common/page-session.ts) beside a route's answer, which stays exactly what it was:
 * the cookie lets the server draw the user's signed-in pages (common/page-render.ts).
 */
@Injectable()
export class PagesCookieInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rule = this.reflector.get<PagesCookieRule | undefined>(PAGES_COOKIE, context.getHandler());
    return next.handle().pipe(
      tap((answer: unknown) => {
        if (!rule) return;
        const token = (answer as { token?: unknown } | null)?.token;
        const cookie =
          rule.action === 'clear'
            ? this.tokens.clearedPagesCookie(rule.audience)
            : typeof token === 'string'
              ? this.tokens.pagesCookie(rule.audience, token)
              : null;
        if (cookie) void context.switchToHttp().getResponse<FastifyReply>().header('set-cookie', cookie);
      }),
    );
  }
}

/** The answer's token also becomes the pages cookie of `audience`. */
export const SetsPagesCookie = (audience: PageAudience) =>
  applyDecorators(SetMetadata(PAGES_COOKIE, { audience, action: 'set' } satisfies PagesCookieRule), UseInterceptors(PagesCookieInterceptor));

/** The pages cookie of `audience` is removed (logout). */
export const ClearsPagesCookie = (audience: PageAudience) =>
  applyDecorators(SetMetadata(PAGES_COOKIE, { audience, action: 'clear' } satisfies PagesCookieRule), UseInterceptors(PagesCookieInterceptor));

import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { JwtAuthGuard, type Principal } from '../access/access.js';
import { LiveHub } from './live-hub.js';
import type { LiveGrant } from './live-tickets.js';
import { adminStream, userStream } from './live.sinks.js';

export const LIVE_TICKET_INVALID = 'This live ticket has expired or was already used. Ask for a new one (POST /api/live/ticket).';

export const grantOf = (p: Principal): LiveGrant => ({
  recipient: p.kind === 'admin' ? adminStream(p.admin.id) : userStream(p.user.id),
  expiresAt: p.exp ? p.exp * 1000 : null,
});

export type LiveRequest = FastifyRequest & { user?: Principal; liveGrant?: LiveGrant };

/** The stream's door: a single-use `?ticket=` (the browser's EventSource) or the bearer token (fetch-based clients). */
@Injectable()
export class LiveAuthGuard implements CanActivate {
  private readonly jwt = new JwtAuthGuard();

  constructor(private readonly hub: LiveHub) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = ctx.switchToHttp().getRequest<LiveRequest>();
    const ticket = (req.query as Record<string, unknown> | undefined)?.ticket;
    if (typeof ticket === 'string' && ticket) {
      const grant = await this.hub.tickets.take(ticket);
      if (!grant) throw new UnauthorizedException(LIVE_TICKET_INVALID);
      req.liveGrant = grant;
      return true;
    }
    await this.jwt.canActivate(ctx);
    req.liveGrant = grantOf(req.user!);
    return true;
  }
}

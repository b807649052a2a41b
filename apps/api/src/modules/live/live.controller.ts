import { Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentPrincipal, JwtAuthGuard, type Principal } from '../access/access.js';
import { grantOf, LiveAuthGuard, type LiveRequest } from './live-auth.guard.js';
import { LiveHub } from './live-hub.js';

/** `Last-Event-ID` (header, as EventSource resends it) or `last_event_id` (query, for a new EventSource): a whole number, else none. */
function lastEventIdOf(req: FastifyRequest): number | null {
  const raw = req.headers['last-event-id'] ?? (req.query as Record<string, unknown> | undefined)?.last_event_id;
  const text = Array.isArray(raw) ? raw[0] : raw;
  return typeof text === 'string' && /^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** One live channel per signed-in customer, vendor or admin (docs/live.md). */
@ApiTags('live')
@Controller('api/live')
export class LiveController {
  constructor(private readonly hub: LiveHub) {}

  @Post('ticket')
  @HttpCode(201)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'A single-use ticket that opens the caller’s live stream within 30 seconds (for EventSource, which cannot send the token): `{ ticket, expires_in }`',
  })
  async ticket(@CurrentPrincipal() principal: Principal) {
    const ticket = await this.hub.tickets.issue(grantOf(principal));
    return { ticket, expires_in: this.hub.tickets.ttlSeconds };
  }

  @Get()
  @UseGuards(LiveAuthGuard)
  @ApiBearerAuth()
  @ApiProduces('text/event-stream')
  @ApiQuery({ name: 'ticket', required: false, description: 'A ticket from POST /api/live/ticket (instead of the Authorization header)' })
  @ApiQuery({ name: 'last_event_id', required: false, description: 'Resume after this event (as the Last-Event-ID header)' })
  @ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    description: 'Resume after this event: missed durable events of the last 10 minutes are replayed, else `event: reset`',
  })
  @ApiOperation({
    summary:
      'The caller’s Server-Sent Events: `ready`, then `notification.created`, `subject.changed`, `message.created`, `message.read` (admins: `kyc.submitted`, `dispute.opened`, `support.message.created`), a comment every 25 s; 401 without a token or ticket',
  })
  async stream(@Req() req: LiveRequest, @Res() reply: FastifyReply) {
    const grant = req.liveGrant!;
    const headers: Record<string, string | number | string[]> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value as string;
    // Nest's filter and Fastify's hooks no longer see this reply: from here it is a raw stream.
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx and others buffer a response unless told not to: events would arrive in lumps.
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    req.raw.socket.setTimeout(0);
    req.raw.socket.setNoDelay(true);
    req.raw.socket.setKeepAlive(true, 30_000);
    await this.hub.open(grant.recipient, raw, lastEventIdOf(req), grant.expiresAt);
  }
}

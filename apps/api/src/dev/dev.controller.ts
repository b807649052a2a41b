import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { raiseServiceWorkerDevRevision } from '../common/static-web.js';
import { DevOutboxService } from './dev-outbox.service.js';

/** Exists only outside production (the module is not imported there). */
@ApiTags('dev')
@Controller('api/dev')
export class DevController {
  constructor(private readonly outbox: DevOutboxService) {}

  @Get('outbox')
  @ApiOperation({ summary: 'Recent e-mails, SMS, voice calls and notifications sent by the console/log providers' })
  async list(@Query('to') to?: string) {
    const rows = await this.outbox.recent(50, typeof to === 'string' && to ? to.toLowerCase() : undefined);
    return {
      data: rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        to: r.to,
        subject: r.subject,
        body: r.body,
        code: r.code,
        link: r.link,
        created_at: r.createdAt,
      })),
    };
  }

  @Post('service-worker/revision')
  @HttpCode(200)
  @ApiOperation({ summary: 'Serve /sw.js with one more line, as after a deploy, so browsers install a new version (browser tests)' })
  serviceWorkerRevision() {
    return { revision: raiseServiceWorkerDevRevision() };
  }
}

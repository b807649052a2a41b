import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { INFRA } from '../../config/config.module.js';
import type { Infra } from '../../bootstrap/infra.js';
import { QueueService } from '../../queue/queue.service.js';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly indicator: HealthIndicatorService,
    private readonly queues: QueueService,
    @Inject(INFRA) private readonly infra: Infra,
  ) {}

  @Get()
  @HealthCheck()
  check() {
    return this.health.check([
      () => this.db.pingCheck('database', { timeout: 2000 }),
      async () => {
        const ind = this.indicator.check('queues');
        const details = { driver: this.infra.queueDriver, redis: this.infra.redisSource };
        return (await this.queues.isReady()) ? ind.up(details) : ind.down(details);
      },
    ]);
  }
}

import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads } from '../../queue/jobs.js';
import { AccountService } from './account.service.js';

@Injectable()
export class AccountJobs {
  constructor(private readonly account: AccountService) {}

  /** Idempotent: deactivates only a standing, due request. */
  @JobHandler('account.deactivate')
  async deactivate({ userId }: JobPayloads['account.deactivate']) {
    await this.account.deactivateIfDue(userId);
  }
}

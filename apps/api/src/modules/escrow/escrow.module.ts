import { Module } from '@nestjs/common';
import { EscrowJobs } from './escrow.jobs.js';
import { EscrowService } from './escrow.service.js';
import { LedgerService } from './ledger.service.js';

/** The double-entry ledger and the escrow postings built on it. */
@Module({
  providers: [LedgerService, EscrowService, EscrowJobs],
  exports: [LedgerService, EscrowService],
})
export class EscrowModule {}

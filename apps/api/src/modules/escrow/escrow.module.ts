import { Module } from '@nestjs/common';
import { EscrowJobs } from './escrow.jobs.js';
import { EscrowService } from './escrow.service.js';
import { LedgerService } from './ledger.service.js';
import { EscrowPersonalData } from './escrow.personal-data.js';

/** The double-entry ledger and the escrow postings built on it. */
@Module({
  providers: [EscrowPersonalData, LedgerService, EscrowService, EscrowJobs],
  exports: [LedgerService, EscrowService],
})
export class EscrowModule {}

import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { koboToNaira } from '@oja/shared';
import { CurrentUser } from '../access/access.js';
import { pageOf, paginated } from '../../common/pagination.js';
import type { SignedInUser } from '../users/user.port.js';
import { VendorAuth } from '../vendors/vendor.guard.js';
import { VendorsService } from '../vendors/vendors.service.js';
import { IdPipe } from '../../common/id.pipe.js';
import { MaintenanceListQuery } from './dto/maintenance.dto.js';
import { MechanicJobsService } from './mechanic-jobs.service.js';

const MESSAGES = {
  ACCEPT: 'Request accepted. The customer has been told.',
  DECLINE: 'Request declined. The customer is refunded in full.',
  START: 'Job started.',
  COMPLETE: 'Job completed. The fee is released when the customer confirms (or automatically after 72 hours).',
} as const;

/** A live mechanic's dashboard: overview figures, Service Requests and Customers. */
@ApiTags('vendor: mechanic')
@Controller('api/vendor/mechanic')
@VendorAuth({ live: true, category: 'mechanic' })
export class MechanicController {
  constructor(
    private readonly jobs: MechanicJobsService,
    private readonly vendors: VendorsService,
  ) {}

  /**
   * The vendor dashboard basics plus real maintenance figures (earnings: what the ledger credited the mechanic, as
   * Analytics reads it). A mechanic not live yet gets it too, with `going_live` saying what is left.
   */
  @Get('dashboard')
  @VendorAuth({ category: 'mechanic' })
  async dashboard(@CurrentUser() user: SignedInUser) {
    const [base, f] = await Promise.all([this.vendors.dashboard(user), this.jobs.figures(user.vendor!.id)]);
    const { earnings_kobo, ...counts } = f;
    return { data: { ...base.data, maintenance: { ...counts, earnings: koboToNaira(earnings_kobo) } } };
  }

  @Get('requests')
  async requests(@CurrentUser() user: SignedInUser, @Query() q: MaintenanceListQuery) {
    const p = pageOf(q, 50);
    const [rows, total] = await this.jobs.list(user.vendor!.id, p);
    return paginated(await this.jobs.present(rows), p, total);
  }

  @Get('customers')
  async customers(@CurrentUser() user: SignedInUser) {
    return { data: await this.jobs.customers(user.vendor!.id) };
  }

  @Post('requests/:id/accept')
  @HttpCode(200)
  accept(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    return this.act(user, id, 'ACCEPT');
  }

  @Post('requests/:id/decline')
  @HttpCode(200)
  decline(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    return this.act(user, id, 'DECLINE');
  }

  @Post('requests/:id/start')
  @HttpCode(200)
  start(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    return this.act(user, id, 'START');
  }

  @Post('requests/:id/complete')
  @HttpCode(200)
  complete(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number) {
    return this.act(user, id, 'COMPLETE');
  }

  private async act(user: SignedInUser, id: number, type: keyof typeof MESSAGES) {
    await this.jobs.act(user.vendor!.id, id, type);
    return { message: MESSAGES[type], data: await this.jobs.presentOne(user.vendor!.id, id) };
  }
}

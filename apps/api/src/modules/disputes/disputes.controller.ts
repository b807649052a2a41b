import { Body, Controller, Get, HttpCode, Param, Post, Query, UnprocessableEntityException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { AdminAuth, CurrentAdmin } from '../access/access.js';
import { IdPipe } from '../../common/id.pipe.js';
import { DISPUTE_FILTERS, DisputesService, type DisputeFilter } from './disputes.service.js';
import { ResolveDisputeDto } from './dto/resolve-dispute.dto.js';
import { pageOf, paginated, PageQuery } from '../../common/pagination.js';

/** `?status=open|resolved|all` and the page. */
export class DisputesQuery extends PageQuery {
  @IsOptional()
  status?: string;
}

/** Admin: disputed subjects (service orders, …), resolved by release or refund (≤ 50 %). */
@ApiTags('admin: disputes')
@Controller('api/admin/disputes')
@AdminAuth()
export class DisputesController {
  constructor(private readonly disputes: DisputesService) {}

  @Get()
  async list(@Query() q: DisputesQuery) {
    const filter = q.status ?? 'open';
    if (!(DISPUTE_FILTERS as readonly string[]).includes(filter)) {
      throw new UnprocessableEntityException({ message: 'status must be open, resolved or all', errors: { status: ['status must be open, resolved or all'] } });
    }
    const p = pageOf(q, 100);
    const [rows, total] = await this.disputes.list(filter as DisputeFilter, p);
    return paginated(await this.disputes.present(rows), p, total);
  }

  @Get(':id')
  async get(@Param('id', IdPipe) id: number) {
    return { data: (await this.disputes.present([await this.disputes.get(id)]))[0] };
  }

  @Post(':id/resolve')
  @HttpCode(200)
  async resolve(@CurrentAdmin() admin: { id: number }, @Param('id', IdPipe) id: number, @Body() dto: ResolveDisputeDto) {
    if (dto.resolution === 'release' && dto.refund_amount !== undefined) {
      throw new UnprocessableEntityException({
        message: 'A refund amount is only for a refund',
        errors: { refund_amount: ['A refund amount is only for a refund'] },
      });
    }
    await this.disputes.resolve(admin.id, id, dto.resolution, dto.refund_amount, dto.note);
    return {
      message: dto.resolution === 'release' ? 'Payment released to vendor successfully!' : 'Refund issued to the customer.',
      data: (await this.disputes.present([await this.disputes.get(id)]))[0],
    };
  }
}

import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Query, UnprocessableEntityException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource, In } from 'typeorm';
import { AdminAuth, CurrentAdmin } from '../../common/auth.js';
import type { Admin } from '../admin-auth/entities/admin.entity.js';
import { ServiceOrder } from '../service-marketplace/entities/service-order.entity.js';
import { IdPipe } from '../service-marketplace/id.pipe.js';
import { ServiceOrdersService } from '../service-marketplace/service-orders.service.js';
import { presentDispute } from '../service-marketplace/service-order.presenter.js';
import { Dispute } from './entities/dispute.entity.js';
import { ResolveDisputeDto } from './resolve-dispute.dto.js';

const STATUSES = ['open', 'resolved', 'all'] as const;

/** Admin: disputed service orders, resolved by release or refund (≤ 50 %). */
@ApiTags('admin: disputes')
@Controller('api/admin/disputes')
@AdminAuth()
export class DisputesController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: ServiceOrdersService,
  ) {}

  private async present(disputes: Dispute[]) {
    const ids = disputes.map((d) => d.orderId);
    const orders = ids.length
      ? await this.dataSource.getRepository(ServiceOrder).find({
          where: { id: In(ids) },
          relations: { user: true, servicePricing: true, serviceVendor: { vendor: { user: true } }, dispute: true },
        })
      : [];
    const presented = new Map((await this.orders.present(orders, 'admin')).map((o) => [o.id, o]));
    return disputes.map((d) => {
      const order = orders.find((o) => o.id === d.orderId);
      return {
        ...presentDispute(d)!,
        order_id: d.orderId,
        user: order?.user ? { name: order.user.name, email: order.user.email, phone: order.user.phone } : null,
        vendor: { business_name: order?.serviceVendor?.vendor?.businessName ?? null },
        order: presented.get(d.orderId) ?? null,
      };
    });
  }

  @Get()
  async list(@Query('status') status?: string) {
    const filter = status ?? 'open';
    if (!(STATUSES as readonly string[]).includes(filter)) {
      throw new UnprocessableEntityException({ message: 'status must be open, resolved or all', errors: { status: ['status must be open, resolved or all'] } });
    }
    const disputes = await this.dataSource.getRepository(Dispute).find({ where: filter === 'all' ? {} : { status: filter as 'open' | 'resolved' }, order: { id: 'DESC' }, take: 200 });
    return { data: await this.present(disputes) };
  }

  @Get(':id')
  async get(@Param('id', IdPipe) id: number) {
    const dispute = await this.dataSource.getRepository(Dispute).findOneBy({ id });
    if (!dispute) throw new NotFoundException('Dispute not found');
    return { data: (await this.present([dispute]))[0] };
  }

  @Post(':id/resolve')
  @HttpCode(200)
  async resolve(@CurrentAdmin() admin: Admin, @Param('id', IdPipe) id: number, @Body() dto: ResolveDisputeDto) {
    if (dto.resolution === 'release' && dto.refund_amount !== undefined) {
      throw new UnprocessableEntityException({ message: 'A refund amount is only for a refund', errors: { refund_amount: ['A refund amount is only for a refund'] } });
    }
    await this.orders.resolveDispute(admin.id, id, dto.resolution, dto.refund_amount, dto.note);
    const dispute = await this.dataSource.getRepository(Dispute).findOneByOrFail({ id });
    return {
      message: dto.resolution === 'release' ? 'Payment released to vendor successfully!' : 'Refund issued to the customer.',
      data: (await this.present([dispute]))[0],
    };
  }
}

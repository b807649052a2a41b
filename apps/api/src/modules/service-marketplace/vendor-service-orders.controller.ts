import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SERVICE_ORDER_STATUS_LABELS } from '@oja/shared';
import { CurrentUser } from '../access/access.js';
import { VendorAuth } from '../vendors/vendor.guard.js';
import type { SignedInUser } from '../users/user.port.js';
import { AcceptOrderDto, VendorOrderStatusDto } from './dto/service-order.dto.js';
import { IdPipe } from '../../common/id.pipe.js';
import { ServiceOrdersService } from './service-orders.service.js';
import { DisputesService } from '../disputes/disputes.service.js';
import { DisputeResponseDto } from '../disputes/dto/dispute-response.dto.js';
import { pageOf, paginated, PageQuery } from '../../common/pagination.js';

/** A live general-service vendor's order inbox; another vendor's order is "not found". */
@ApiTags('vendor: service orders')
@Controller('api/vendor/service-orders')
@VendorAuth({ live: true, category: 'service_vendor' })
export class VendorServiceOrdersController {
  constructor(
    private readonly orders: ServiceOrdersService,
    private readonly disputes: DisputesService,
  ) {}

  @Get()
  async list(@CurrentUser() user: SignedInUser, @Query() q: PageQuery) {
    const p = pageOf(q, 100);
    const [rows, total] = await this.orders.listForVendor(user, p);
    return paginated(await this.orders.present(rows, 'vendor'), p, total);
  }

  @Post(':id/accept')
  @HttpCode(200)
  async accept(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: AcceptOrderDto) {
    await this.orders.accept(user, id, dto.vendor_response);
    return { message: 'Order accepted successfully!', data: await this.orders.presentOne(id, 'vendor') };
  }

  @Patch(':id')
  async update(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: VendorOrderStatusDto) {
    await this.orders.setStatus(user, id, dto.status);
    // 'Order {status} successfully!', with the status as people read it.
    const label = SERVICE_ORDER_STATUS_LABELS[dto.status].toLowerCase();
    return { message: `Order ${label} successfully!`, data: await this.orders.presentOne(id, 'vendor') };
  }

  /** The vendor's statement on an open dispute of this order, shown to the admin who resolves it. */
  @Post(':id/dispute-response')
  @HttpCode(200)
  async disputeResponse(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: DisputeResponseDto) {
    await this.disputes.respond('service_order', id, user.vendor!.id, dto.statement);
    return { message: 'Your statement was sent to the Oja team.', data: await this.orders.presentOne(id, 'vendor') };
  }
}

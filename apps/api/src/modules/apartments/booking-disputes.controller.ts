import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { IdPipe } from '../../common/id.pipe.js';
import { Auth, CurrentUser, customerOnly } from '../access/access.js';
import { DisputesService } from '../disputes/disputes.service.js';
import { ReportProblemDto } from '../disputes/dto/report-problem.dto.js';
import type { SignedInUser } from '../users/user.port.js';
import { CUSTOMERS_ONLY } from './apartment-bookings.controller.js';
import { ApartmentBookingsService } from './apartment-bookings.service.js';

/** "Report a problem" with a stay (a dispute through the disputes module), and its photos. */
@ApiTags('customer: apartment bookings')
@Controller('api/bookings')
@Auth()
export class BookingDisputesController {
  constructor(
    private readonly bookings: ApartmentBookingsService,
    private readonly disputes: DisputesService,
  ) {}

  @Post(':id/dispute')
  @HttpCode(200)
  @ApiOperation({ summary: 'Report a problem with a stay (checked in or out): the payment stays in escrow until an administrator resolves it' })
  async dispute(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Body() dto: ReportProblemDto) {
    customerOnly(user, CUSTOMERS_ONLY);
    await this.disputes.open('apartment_booking', id, user.id, dto.reason);
    return {
      message: 'Your report has been sent. The payment stays in escrow until an administrator resolves it.',
      data: this.bookings.present([await this.bookings.getForCustomer(user, id)], 'customer')[0],
    };
  }

  /** One photo (multipart field `photo`: JPEG, PNG or WebP, under 5 MB) added to the reported problem; private to the stay's parties and admins. */
  @Post(':id/dispute/photos')
  @ApiOperation({ summary: 'Add a photo to the reported problem of your stay (multipart field photo)' })
  async disputePhoto(@CurrentUser() user: SignedInUser, @Param('id', IdPipe) id: number, @Req() req: FastifyRequest) {
    customerOnly(user, CUSTOMERS_ONLY);
    return { message: 'Photo added to your report.', data: await this.disputes.addPhoto('apartment_booking', id, user.id, req) };
  }
}

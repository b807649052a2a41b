import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../access/access.js';
import type { SignedInUser } from '../users/user.port.js';
import { VendorAuth } from '../vendors/vendor.guard.js';
import { clampWeeks } from './analytics-weeks.js';
import { AnalyticsQuery } from './analytics.dto.js';
import { AnalyticsService } from './analytics.service.js';

@ApiTags('analytics')
@Controller('api')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get('vendor/analytics')
  @VendorAuth()
  @ApiOperation({ summary: "The vendor's orders, bookings and revenue (what the ledger credited the vendor from released escrow, naira) per Lagos week" })
  vendor(@CurrentUser() user: SignedInUser, @Query() q: AnalyticsQuery) {
    return this.analytics.forVendor(user, clampWeeks(q.weeks));
  }

  @Get('me/analytics')
  @Auth()
  @ApiOperation({ summary: "The caller's own orders, bookings and spend (captured payments, naira) per Lagos week" })
  mine(@CurrentUser() user: SignedInUser, @Query() q: AnalyticsQuery) {
    return this.analytics.forCustomer(user, clampWeeks(q.weeks));
  }
}

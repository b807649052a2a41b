import { Body, Controller, Get, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../access/access.js';
import { VendorAuth } from '../vendors/vendor.guard.js';
import type { SignedInUser } from '../users/user.port.js';
import { PageQuery, pageOf } from '../../common/pagination.js';
import { CreateRideDto, RiderStatusDto } from './dto/ride.dto.js';
import { RidesService } from './rides.service.js';

@ApiTags('rides')
@Controller('api/rides')
export class RidesController {
  constructor(private readonly rides: RidesService) {}

  @Post()
  @Auth()
  @ApiOperation({ summary: 'Keep a finished demonstration okada ride (fare: ₦200 + ₦80 per km, rounded)' })
  create(@CurrentUser() user: SignedInUser, @Body() dto: CreateRideDto) {
    return this.rides.create(user, dto);
  }

  @Get('my')
  @Auth()
  @ApiOperation({ summary: "The caller's own demonstration rides, newest first" })
  mine(@CurrentUser() user: SignedInUser, @Query() q: PageQuery) {
    return this.rides.mine(user, pageOf(q));
  }
}

@ApiTags('rides')
@Controller('api/riders')
export class OnlineRidersController {
  constructor(private readonly rides: RidesService) {}

  @Get('online')
  @ApiOperation({ summary: 'Public: live riders who are online (offered on /ride-hailing)' })
  online() {
    return this.rides.online();
  }
}

@ApiTags('rides')
@Controller('api/vendor/rider')
export class RiderDashboardController {
  constructor(private readonly rides: RidesService) {}

  @Patch('status')
  @VendorAuth({ live: true, category: 'rider' })
  @ApiOperation({ summary: "The rider's online/offline toggle" })
  status(@CurrentUser() user: SignedInUser, @Body() dto: RiderStatusDto) {
    return this.rides.setOnline(user, dto.online);
  }

  @Get('dashboard')
  // A rider who is not live yet gets the dashboard too, with `going_live` saying what is left.
  @VendorAuth({ category: 'rider' })
  @ApiOperation({ summary: "The rider's overview: online state, real figures (earnings from the ledger) and, apart, the demonstration rides" })
  dashboard(@CurrentUser() user: SignedInUser) {
    return this.rides.dashboard(user);
  }
}

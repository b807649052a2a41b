import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../../access/access.js';
import type { SignedInUser } from '../../users/user.port.js';
import { PushSubscriptionDto, PushUnsubscribeDto } from './push-subscription.dto.js';
import { PushSubscriptionsService } from './push-subscriptions.service.js';

@ApiTags('notifications')
@Controller('api/push')
export class PushConfigController {
  constructor(private readonly push: PushSubscriptionsService) {}

  @Get('config')
  @ApiOperation({ summary: 'Whether Web Push is configured, and the VAPID public key browsers subscribe with' })
  config() {
    return this.push.config();
  }
}

@ApiTags('notifications')
@Controller('api/me/push-subscriptions')
@Auth()
export class PushSubscriptionsController {
  constructor(private readonly push: PushSubscriptionsService) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: "Save this browser's push subscription (PushSubscription.toJSON()); 409 PUSH_NOT_CONFIGURED when push is off" })
  subscribe(@CurrentUser() user: SignedInUser, @Body() dto: PushSubscriptionDto) {
    return this.push.subscribe(user.id, dto);
  }

  @Delete()
  @HttpCode(200)
  @ApiOperation({ summary: "Remove this browser's push subscription (by endpoint)" })
  unsubscribe(@CurrentUser() user: SignedInUser, @Body() dto: PushUnsubscribeDto) {
    return this.push.unsubscribe(user.id, dto.endpoint);
  }
}

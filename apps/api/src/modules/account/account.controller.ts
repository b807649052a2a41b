import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../access/access.js';
import type { SignedInUser } from '../users/user.port.js';
import { LowDataModeDto, NotificationPreferencesDto } from './account.dto.js';
import { AccountService } from './account.service.js';

@ApiTags('account')
@Controller('api/me')
@Auth()
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Get('notification-preferences')
  @ApiOperation({ summary: 'In-app, e-mail, SMS and push notices per kind (orders, payments); account and security messages are always sent' })
  preferences(@CurrentUser() user: SignedInUser) {
    return this.account.preferences(user.id);
  }

  @Put('notification-preferences')
  @ApiOperation({ summary: 'Save the choice per kind: in_app and email required, sms and push optional (omitted ones keep their stored value)' })
  save(@CurrentUser() user: SignedInUser, @Body() dto: NotificationPreferencesDto) {
    return this.account.savePreferences(user.id, dto);
  }

  @Get('low-data-mode')
  @ApiOperation({ summary: 'Low-data mode as the user set it (off by default): the SPA then asks for the smallest photos (Save-Data: on)' })
  lowDataMode(@CurrentUser() user: SignedInUser) {
    return this.account.lowDataMode(user.id);
  }

  @Put('low-data-mode')
  @ApiOperation({ summary: 'Turn low-data mode on or off; kept on the account, so it follows the user to another phone' })
  saveLowDataMode(@CurrentUser() user: SignedInUser, @Body() dto: LowDataModeDto) {
    return this.account.saveLowDataMode(user.id, dto.low_data_mode);
  }

  @Get('deactivation')
  @ApiOperation({ summary: 'The pending deactivation request, if any, and when it takes effect' })
  status(@CurrentUser() user: SignedInUser) {
    return this.account.deactivationStatus(user.id);
  }

  @Post('deactivation')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ask to deactivate the account: it takes effect 24 h later unless cancelled; login is refused after' })
  request(@CurrentUser() user: SignedInUser) {
    return this.account.requestDeactivation(user.id);
  }

  @Delete('deactivation')
  @ApiOperation({ summary: 'Cancel a pending deactivation (409 NO_PENDING_DEACTIVATION when there is none)' })
  cancel(@CurrentUser() user: SignedInUser) {
    return this.account.cancelDeactivation(user.id);
  }
}

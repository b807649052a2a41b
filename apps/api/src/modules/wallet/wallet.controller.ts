import { Body, Controller, ForbiddenException, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../access/access.js';
import { VendorAuth } from '../vendors/vendor.guard.js';
import type { SignedInUser } from '../users/user.port.js';
import { PayoutAccountDto } from './payout-account.dto.js';
import { WalletService } from './wallet.service.js';

@ApiTags('wallet')
@Controller('api')
export class WalletController {
  constructor(private readonly wallet: WalletService) {}

  /** Vendor balances (held in escrow, payable, available, in transit), ledger lines and payouts. */
  @Get('vendor/wallet')
  @VendorAuth()
  async vendorWallet(@CurrentUser() user: SignedInUser) {
    return { data: await this.wallet.vendorWallet(user) };
  }

  @Get('vendor/payout-account')
  @VendorAuth()
  async getPayoutAccount(@CurrentUser() user: SignedInUser) {
    return { data: await this.wallet.payoutAccount(user) };
  }

  /** The bank account payouts go to; the account name is resolved through the payment provider. Changing it to another account needs `password`; the vendor is e-mailed. */
  @Put('vendor/payout-account')
  @VendorAuth({ live: true })
  async putPayoutAccount(@CurrentUser() user: SignedInUser, @Body() dto: PayoutAccountDto) {
    return { message: 'Payout account saved', data: await this.wallet.savePayoutAccount(user, dto) };
  }

  /** Banks for the payout-account form: { name, code }. */
  @Get('payments/banks')
  async banks() {
    return { data: await this.wallet.listBanks() };
  }

  /** A customer's payments and refunds. */
  @Get('wallet')
  @Auth()
  async customerWallet(@CurrentUser() user: SignedInUser) {
    if (user.userType !== 'user') throw new ForbiddenException('This wallet is for customers; vendors use /api/vendor/wallet.');
    return { data: await this.wallet.customerWallet(user) };
  }
}

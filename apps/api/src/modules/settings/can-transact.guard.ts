import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Principal } from '../access/access.js';
import { SettingsService } from './settings.service.js';

/**
 * `@UseGuards(CanTransactGuard)` after `@Auth()` on routes that create an order or booking: 403 while
 * 'Require e-mail verification' is on and the caller's e-mail is unconfirmed. Same rule as
 * `SettingsService.assertCanTransact(user)`.
 */
@Injectable()
export class CanTransactGuard implements CanActivate {
  constructor(private readonly settings: SettingsService) {}

  async canActivate(ctx: ExecutionContext) {
    const p = ctx.switchToHttp().getRequest().user as Principal | undefined;
    if (p?.kind === 'user') await this.settings.assertCanTransact(p.user);
    return true;
  }
}

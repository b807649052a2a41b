import { Inject } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ENV, Env } from '../../config/env.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { EscrowService } from '../escrow/escrow.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { PaymentCapturesService } from '../payments/payment-captures.service.js';
import { PaymentsService } from '../payments/payments.service.js';
import { UsersService } from '../users/users.service.js';
import { VendorsService } from '../vendors/vendors.service.js';

/**
 * (modules/verticals: what the paid verticals share, above escrow, payments and the parties' modules.)
 *
 * What every paid vertical's lifecycle (apartment bookings, cart orders, maintenance requests, rides, service
 * orders) works with: escrow, payments and their captures, outbox jobs, notices, and the parties' accounts. A
 * lifecycle that needs more injects it as a property, so this constructor stays the one list.
 */
export abstract class PaidLifecycle {
  constructor(
    protected readonly escrow: EscrowService,
    protected readonly payments: PaymentsService,
    protected readonly captures: PaymentCapturesService,
    protected readonly outbox: OutboxService,
    protected readonly notifications: NotificationsService,
    protected readonly users: UsersService,
    protected readonly vendors: VendorsService,
    @Inject(ENV) protected readonly env: Env,
  ) {}

  /**
   * How to tell one party about an order, as an `orders` notice linking to `link` (no user: nobody is told);
   * `action`: the reader must act (a new request, a reported problem), also sent by SMS.
   */
  protected orderNotices(manager: EntityManager, user: { id: number; email: string } | null | undefined, link: string) {
    return async (title: string, body: string, action?: 'action') => {
      if (user)
        await this.notifications.notify(manager, { userId: user.id, email: user.email, title, body, link, kind: 'orders', action: action === 'action' });
    };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerRequest,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { DomainError } from '../../common/domain-error.js';
import { ENV, type Env } from '../../config/env.js';

/**
 * The app's throttler with the Contact form's own budget (RATE_LIMIT_CONTACT per RATE_LIMIT_CONTACT_WINDOW_SECONDS
 * per client address) and its own 429: code CONTACT_RATE_LIMITED, a message that says how long to wait, `Retry-After`.
 */
@Injectable()
export class ContactThrottlerGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    @Inject(ENV) private readonly env: Env,
  ) {
    super(options, storage, reflector);
  }

  protected override handleRequest(request: ThrottlerRequest): Promise<boolean> {
    const ttl = this.env.RATE_LIMIT_CONTACT_WINDOW_SECONDS * 1000;
    return super.handleRequest({ ...request, limit: this.env.RATE_LIMIT_CONTACT, ttl, blockDuration: ttl });
  }

  protected override throwThrottlingException(_context: unknown, detail: ThrottlerLimitDetail): Promise<void> {
    const minutes = Math.max(1, Math.ceil(detail.timeToBlockExpire / 60));
    const text = `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
    throw DomainError.tooMany('CONTACT_RATE_LIMITED', text, detail.timeToBlockExpire);
  }
}

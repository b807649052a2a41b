import { applyDecorators, CanActivate, ExecutionContext, ForbiddenException, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { VendorCategory } from '@oja/shared';
import { JwtAuthGuard, type Principal } from '../access/access.js';
import type { SignedInUser } from '../users/user.port.js';
import { isVendorLive, VENDOR_NOT_LIVE } from './vendor-live.js';

export const VENDOR_ONLY = 'This area is for vendors only.';
export const VENDOR_NOT_REGISTERED = 'Please complete your vendor registration first.';
export { VENDOR_NOT_LIVE };

const CATEGORY_LABELS: Record<VendorCategory, string> = {
  mechanic: 'mechanic',
  rider: 'rider',
  product_vendor: 'product',
  service_apartment: 'service apartment',
  service_vendor: 'service',
  food_vendor: 'food',
};

export interface VendorAuthOptions {
  /** Only live vendors (phone verified and KYC approved): 403 otherwise. */
  live?: boolean;
  /** Only vendors of these categories: 403 otherwise. */
  category?: VendorCategory | VendorCategory[];
}

const VENDOR_AUTH = 'oja:vendor-auth';

/** Why `user` may not use a vendor route with `opts`, or null when it may. */
export function vendorAccessProblem(user: SignedInUser, opts: VendorAuthOptions = {}): string | null {
  if (user.userType !== 'vendor') return VENDOR_ONLY;
  if (!user.vendor) return VENDOR_NOT_REGISTERED;
  const allowed = opts.category === undefined ? null : Array.isArray(opts.category) ? opts.category : [opts.category];
  if (allowed && !allowed.includes(user.vendor.category)) {
    return `This area is for ${allowed.map((c) => CATEGORY_LABELS[c]).join(' or ')} vendors.`;
  }
  if (opts.live && !isVendorLive(user.vendor, user)) return VENDOR_NOT_LIVE;
  return null;
}

@Injectable()
export class VendorGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(ctx: ExecutionContext) {
    const opts = this.reflector.getAllAndOverride<VendorAuthOptions>(VENDOR_AUTH, [ctx.getHandler(), ctx.getClass()]) ?? {};
    const p = ctx.switchToHttp().getRequest().user as Principal;
    if (p?.kind !== 'user') throw new ForbiddenException('This area is for customers and vendors; administrator tokens are not accepted here.');
    const problem = vendorAccessProblem(p.user, opts);
    if (problem) throw new ForbiddenException(problem);
    return true;
  }
}

/**
 * Vendor routes: a user token of a registered vendor (403 otherwise). `{ live: true }` also requires a live
 * vendor (phone verified and KYC approved); `{ category }` restricts to categories.
 */
export const VendorAuth = (opts: VendorAuthOptions = {}) =>
  applyDecorators(SetMetadata(VENDOR_AUTH, opts), UseGuards(JwtAuthGuard, VendorGuard), ApiBearerAuth());

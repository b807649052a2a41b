import { IsOptional, IsString, MaxLength } from 'class-validator';
import { RETURN_URL_MAX_LENGTH } from '../../../common/return-url.js';

/**
 * The optional body of every `…/pay` call: where the browser goes back after the checkout. A partner's front
 * end passes its own page (on an origin in CORS_ORIGINS; any other is refused with 422); the provider returns
 * there with `reference` and the subject's id (`order_id`, `booking_id` or `maintenance_id`) added to the query.
 * Left out: Oja's own /payment-success page.
 */
export class CheckoutReturnDto {
  /**
   * Where the browser returns after the checkout, with `reference` and the subject's id added to the query (an
   * absolute http(s) URL on an origin in CORS_ORIGINS, else 422). Left out: Oja's /payment-success.
   */
  @IsOptional()
  @MaxLength(RETURN_URL_MAX_LENGTH, { message: `The callback_url may be at most ${RETURN_URL_MAX_LENGTH} characters` })
  @IsString({ message: 'The callback_url must be a web address' })
  callback_url?: string;
}

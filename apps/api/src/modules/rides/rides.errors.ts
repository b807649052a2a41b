import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/rides: status, usual message and, where it helps, when it is thrown (docs/api-error-codes.md is generated from this). */
export const RIDES_ERRORS = {
  RIDE_NOT_FOUND: { status: 404, message: 'Ride not found', when: "another customer's ride; a rider's ride not theirs or not offered to them" },
  RIDE_WRONG_ACTOR: { status: 403, message: "The ride-trip machine's words" },
  RIDE_TRANSITION_NOT_ALLOWED: { status: 409, message: 'The machine\'s words (e.g. "That start code is not right")' },
  RIDE_NOT_PAYABLE: { status: 409, message: 'This ride is paid in cash to the rider. / Pay once a rider has accepted your request.' },
  RIDE_NOT_CANCELLABLE: { status: 409, message: "The machine's words (a started ride cannot be cancelled)" },
  COURIER_ALREADY: { status: 409, message: 'An Oja rider is already on this order.' },
  COURIER_NO_PICKUP_PIN: { status: 409, message: "Set your shop's location in Settings first, so the rider knows where to collect." },
  COURIER_NO_DROPOFF_PIN: { status: 409, message: 'This order has no map pin for the delivery address, so an Oja rider cannot find it: deliver it yourself.' },
  RIDE_OUTSIDE_NIGERIA: {
    status: [409, 422],
    message:
      'Oja rides run in Nigeria: the pickup and the destination must be in Nigeria. / That position is outside Nigeria… (`errors.pickup` / `errors.lat`)',
    when: 'couriers: 409 "Oja riders deliver in Nigeria: the shop and the delivery address must both be in Nigeria."',
  },
  COURIER_FEE_TOO_HIGH: { status: 409, message: "An Oja rider's fee for {km} km ({fee}) is more than this order's {total}: deliver it yourself." },
  COURIER_NONE: { status: 409, message: 'No Oja rider is on this order.' },
  RIDE_FARE_MISMATCH: { status: 422, message: 'The fare for {km} km is ₦{fare} (₦200 + ₦80 per km) (`errors.fare`)' },
  RIDER_NOT_FOUND: { status: 404, message: 'Rider not found (rider_id is not a live rider)' },
  RIDER_SETUP_REQUIRED: { status: 409, message: 'Please complete your rider details first.' },
  RIDER_CASH_OWED: { status: 409, message: 'You owe Oja ₦… in commission on cash rides. Settle it to go online again.' },
  RIDE_IN_PROGRESS: { status: 409, message: 'You already have a ride in progress (ride #{id}). Finish or cancel it first.' },
  RIDER_IMPOSSIBLE_MOVE: { status: 422, message: 'That position is too far from your last one to be real (over 150 km/h)… (`errors.lat`)' },
  RIDER_OFFLINE: { status: 409, message: 'You are offline. Go online to share your position and receive rides.' },
  RIDE_NOT_OFFERED: { status: 409, message: 'This ride is not offered to you (any more). / Finish your current ride before accepting another.' },
} as const satisfies ErrorTable;

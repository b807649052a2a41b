import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/cart-orders: status, usual message and, where it helps, when it is thrown (docs/api-error-codes.md is generated from this). */
export const CART_ORDERS_ERRORS = {
  ORDER_NOT_FOUND: {
    status: 404,
    message: 'Order not found',
    when: 'another customer\'s order; a vendor\'s order not theirs or not paid yet; a service order: "Service order not found"',
  },
  COURIER_ORDER_NOT_READY: {
    status: 409,
    message: 'Call an Oja rider once the order is marked ready ("Waiting for Pickup") / once you have acknowledged the order and it is packed.',
  },
  PHOTO_REQUIRED: {
    status: 422,
    message: 'A photo of the sealed package is required / A photo of the delivered package is required (`errors.photo`)',
    when: "ship, deliver; a courier's handover and delivery",
  },
  ADDRESS_LIMIT_REACHED: { status: 409, message: 'You can save at most 10 addresses. Delete one first.' },
  ADDRESS_NOT_FOUND: { status: 404, message: 'Address not found' },
  MENU_ITEM_NOT_FOUND: { status: 404, message: 'Menu item not found', when: "another vendor's dish, or removed" },
  PRODUCT_NOT_FOUND: { status: 404, message: 'Product not found', when: "another vendor's product, removed, or its vendor not live" },
  PICKUP_PIN_INCOMPLETE: { status: 422, message: "Send the shop's latitude and longitude together (or both null to clear the pin). (`errors.pickup_lat`)" },
  PICKUP_OUTSIDE_NIGERIA: { status: 422, message: "The shop's location must be in Nigeria. (`errors.pickup_lat`)" },
  RESTAURANT_NOT_FOUND: { status: 404, message: 'This restaurant is not available on Oja' },
  CUSTOMERS_ONLY: {
    status: 403,
    message: 'Only customer accounts can place orders.',
    when: 'also "Only customer accounts can request rides." (rides), "Only customers can book services." (service orders)',
  },
  VENDOR_NOT_AVAILABLE: {
    status: [404, 422],
    message: 'This vendor is not taking orders on Oja',
    when: 'POST /api/orders: not a live food or product vendor; service orders: 422 "This service provider is not available", `errors.service_vendor_id`',
  },
  KITCHEN_CLOSED: { status: 409, message: '{restaurant} is closed now (opening hours: …). Please order again when it opens.' },
  CART_CHANGED: {
    status: 409,
    message:
      'Some items in your cart have changed. Please check them before paying. (`errors["items.N"]`: each changed line\'s words; `data.lines`: every line\'s current name, price, availability and stock); also "Not enough stock left for …" when another checkout took the last units',
  },
  ORDER_TRANSITION_NOT_ALLOWED: {
    status: 409,
    message:
      'The machine\'s words (e.g. "A photo of the sealed package is required", "This order has been delivered already"); "Only food orders are marked ready"',
  },
  ORDER_WRONG_ACTOR: { status: 403, message: "Only the customer can … / Only the vendor can … (the cart-order machine's table)" },
  ORDER_NOT_PAYABLE: { status: 409, message: 'This order cannot be paid now (paid, cancelled or expired)' },
  ORDER_NOT_CANCELLABLE: { status: 409, message: 'An order can be cancelled only before the vendor accepts it' },
} as const satisfies ErrorTable;

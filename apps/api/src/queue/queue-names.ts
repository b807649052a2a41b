/** The BullMQ queues (docs/architecture.md "Jobs and events"). */
export enum QueueName {
  Otp = 'otp',
  Notifications = 'notifications',
  /**
   * The notices that can wait a moment: SMS, push and e-mail without a sealed link. Its workers pause while requests
   * are waiting for a database connection (queue/request-pressure.ts), at most QUEUE_YIELD_MAX_MS at a stretch.
   */
  Notices = 'notices',
  Payments = 'payments',
  Payouts = 'payouts',
  /**
   * Domain events handed to their sinks (the live channel among them): a queue of their own, so an event never waits
   * behind e-mails, SMS or a data export's ZIP on the notifications queue.
   */
  Events = 'events',
}

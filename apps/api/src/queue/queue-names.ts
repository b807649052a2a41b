/** The BullMQ queues (docs/architecture.md "Jobs and events"). */
export enum QueueName {
  Otp = 'otp',
  Notifications = 'notifications',
  Payments = 'payments',
  Payouts = 'payouts',
  /**
   * Domain events handed to their sinks (the live channel among them): a queue of their own, so an event never waits
   * behind e-mails, SMS or a data export's ZIP on the notifications queue.
   */
  Events = 'events',
}

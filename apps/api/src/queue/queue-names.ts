/** The BullMQ queues (docs/architecture.md "Jobs and events"). */
export enum QueueName {
  Otp = 'otp',
  Notifications = 'notifications',
  Payments = 'payments',
  Payouts = 'payouts',
}

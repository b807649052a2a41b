/** The BullMQ queues (ARCHITECTURE.md "The core"). */
export enum QueueName {
  Otp = 'otp',
  Notifications = 'notifications',
  Payments = 'payments',
  Payouts = 'payouts',
}

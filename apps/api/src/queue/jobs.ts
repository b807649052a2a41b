import { QueueName } from './queue-names.js';

/**
 * The typed map of job names to payloads. Every job here must have exactly one `@JobHandler`,
 * or start-up fails (queue/job-registry.ts).
 */
export interface JobPayloads {
  /** Send one e-mail (SMTP or the log transport). */
  'notifications.send-email': { to: string; subject: string; text: string; link?: string | null };
}

export type JobName = keyof JobPayloads;

/** Which queue each job runs on. */
export const JOB_QUEUES: { [K in JobName]: QueueName } = {
  'notifications.send-email': QueueName.Notifications,
};

export interface EnqueueOptions {
  /** Deduplicates: a second add with the same id is ignored while the first is known. */
  jobId?: string;
  delayMs?: number;
}

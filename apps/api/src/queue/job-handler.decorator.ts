import { SetMetadata } from '@nestjs/common';
import type { JobName } from './jobs.js';

export const JOB_HANDLER = 'oja:job-handler';

/** Marks a provider method as the one handler of a job; processors stay thin and call a service. */
export const JobHandler = (name: JobName) => SetMetadata(JOB_HANDLER, name);

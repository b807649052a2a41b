import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { decoratedMethods } from './decorated-methods.js';
import { JOB_HANDLER } from './job-handler.decorator.js';
import { currentJob, JOB_QUEUES, JobName, JobPayloads } from './jobs.js';

type Handler = (payload: unknown) => Promise<unknown>;

/** Finds every `@JobHandler` at start-up; a job with no handler, or two, stops the process. */
@Injectable()
export class JobRegistry implements OnModuleInit {
  private readonly logger = new Logger('Jobs');
  private readonly handlers = new Map<string, Handler>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onModuleInit() {
    const found = new Map<string, string[]>();
    for (const { value: name, where, call } of decoratedMethods(this.discovery, this.scanner, this.reflector, JOB_HANDLER)) {
      found.set(name, [...(found.get(name) ?? []), where]);
      this.handlers.set(name, call);
    }
    const problems: string[] = [];
    for (const name of Object.keys(JOB_QUEUES)) {
      const where = found.get(name) ?? [];
      if (where.length === 0) problems.push(`job "${name}" has no handler`);
      if (where.length > 1) problems.push(`job "${name}" has ${where.length} handlers: ${where.join(', ')}`);
    }
    for (const name of found.keys()) {
      if (!(name in JOB_QUEUES)) problems.push(`handler for unknown job "${name}"`);
    }
    if (problems.length) throw new Error(`Job handlers are wrong: ${problems.join('; ')}`);
    this.logger.log(`${this.handlers.size} job handlers registered`);
  }

  /** Runs the handler of `name`; throws so the driver can retry. */
  async run<K extends JobName>(name: K, payload: JobPayloads[K]): Promise<void> {
    // A job BullMQ held under a name since replaced runs today's handler, with its payload mapped.
    const job = currentJob(name, payload);
    const handler = this.handlers.get(job.name);
    if (!handler) throw new Error(`No handler for job ${name}`);
    await handler(job.payload);
  }
}

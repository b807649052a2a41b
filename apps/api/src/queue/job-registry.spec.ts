import { Injectable } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { JobHandler } from './job-handler.decorator.js';
import { JobRegistry } from './job-registry.js';
import { JOB_QUEUES, type JobName } from './jobs.js';

@Injectable()
class MailHandler {
  sent: unknown[] = [];
  @JobHandler('notifications.send-email')
  async send(p: unknown) {
    this.sent.push(p);
  }
}

@Injectable()
class SecondMailHandler {
  @JobHandler('notifications.send-email')
  async send() {}
}

/** One handler for every other job, so a test can be about one job alone. */
@Injectable()
class OtherJobs {}
for (const name of Object.keys(JOB_QUEUES) as JobName[]) {
  if (name === 'notifications.send-email') continue;
  const method = `handle_${name}`;
  Object.defineProperty(OtherJobs.prototype, method, { value: async () => undefined, writable: true, configurable: true });
  JobHandler(name)(OtherJobs.prototype, method, Object.getOwnPropertyDescriptor(OtherJobs.prototype, method)!);
}

async function boot(providers: Array<new (...a: never[]) => unknown>) {
  const mod = await Test.createTestingModule({ imports: [DiscoveryModule], providers: [JobRegistry, OtherJobs, ...providers] }).compile();
  await mod.init();
  return mod;
}

describe('job registry', () => {
  it('stops start-up when a job has no handler', async () => {
    await expect(boot([])).rejects.toThrow(/job "notifications.send-email" has no handler/);
  });

  it('stops start-up when a job has two handlers, naming both', async () => {
    await expect(boot([MailHandler, SecondMailHandler])).rejects.toThrow(/has 2 handlers: MailHandler.send, SecondMailHandler.send/);
  });

  it('runs the one handler of a job', async () => {
    const mod = await boot([MailHandler]);
    await mod.get(JobRegistry).run('notifications.send-email', { to: 'a@b.c', subject: 's', text: 't' });
    expect(mod.get(MailHandler).sent).toEqual([{ to: 'a@b.c', subject: 's', text: 't' }]);
  });
});

import { DynamicModule, Global, Module } from '@nestjs/common';
import { ENV, Env } from './env.js';
import type { Infra } from '../bootstrap/infra.js';

export const INFRA = Symbol('INFRA');

/** Makes the validated env and the chosen infrastructure injectable everywhere. */
@Global()
@Module({})
export class AppConfigModule {
  static forRoot(env: Env, infra: Infra): DynamicModule {
    return {
      module: AppConfigModule,
      providers: [
        { provide: ENV, useValue: env },
        { provide: INFRA, useValue: infra },
      ],
      exports: [ENV, INFRA],
    };
  }
}

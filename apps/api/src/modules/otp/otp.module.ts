import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ENV, Env } from '../../config/env.js';
import { DevOutboxModule } from '../dev/dev.module.js';
import { DevOutboxService } from '../dev/dev-outbox.service.js';
import { PhoneOtp } from './entities/phone-otp.entity.js';
import { OtpController } from './otp.controller.js';
import { OtpProcessor } from './otp.processor.js';
import { OtpService } from './otp.service.js';
import { AfricasTalkingVoiceProvider } from './providers/africastalking-voice.provider.js';
import { ConsoleVoiceProvider } from './providers/console-voice.provider.js';
import { VoiceOtpProvider } from './providers/voice-otp.provider.js';

/** Phone verification by voice call; the provider is chosen by OTP_PROVIDER. */
@Module({
  imports: [TypeOrmModule.forFeature([PhoneOtp]), DevOutboxModule],
  controllers: [OtpController],
  providers: [
    OtpService,
    OtpProcessor,
    {
      provide: VoiceOtpProvider,
      inject: [ENV, DevOutboxService],
      useFactory: (env: Env, devOutbox: DevOutboxService) =>
        env.OTP_PROVIDER === 'africastalking' ? new AfricasTalkingVoiceProvider(env) : new ConsoleVoiceProvider(devOutbox, env),
    },
  ],
})
export class OtpModule {}

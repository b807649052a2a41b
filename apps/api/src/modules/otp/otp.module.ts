import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ENV, Env } from '../../config/env.js';
import { DEV_SINK, type DevSink } from '../../common/dev-sink.js';
import { PhoneOtp } from './entities/phone-otp.entity.js';
import { OtpController } from './otp.controller.js';
import { OtpProcessor } from './otp.processor.js';
import { OtpService } from './otp.service.js';
import { AfricasTalkingVoiceProvider } from './providers/africastalking-voice.provider.js';
import { ConsoleVoiceProvider } from './providers/console-voice.provider.js';
import { VoiceOtpProvider } from './providers/voice-otp.provider.js';

/** Phone verification by voice call; the provider is chosen by OTP_PROVIDER. */
@Module({
  imports: [TypeOrmModule.forFeature([PhoneOtp])],
  controllers: [OtpController],
  providers: [
    OtpService,
    OtpProcessor,
    {
      provide: VoiceOtpProvider,
      inject: [ENV, { token: DEV_SINK, optional: true }],
      useFactory: (env: Env, devSink: DevSink | null) =>
        env.OTP_PROVIDER === 'africastalking' ? new AfricasTalkingVoiceProvider(env) : new ConsoleVoiceProvider(devSink ?? null, env),
    },
  ],
})
export class OtpModule {}

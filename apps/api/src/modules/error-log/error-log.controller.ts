import { Body, Controller, Post, Req, UseGuards } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { InjectRepository } from '@nestjs/typeorm';
import { IsDefined, IsOptional, IsString, MaxLength } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { Repository } from 'typeorm';
import { ErrorLog } from './error-log.entity.js';

const cap = (s: string | null | undefined, n: number) => (s == null ? null : s.length > n ? `${s.slice(0, n)}…[truncated]` : s);

export class LogErrorDto {
  @ApiProperty()
  @IsOptional()
  @MaxLength(200)
  @IsString()
  context?: string;

  @ApiProperty()
  @MaxLength(20_000)
  @IsString()
  @IsDefined({ message: 'The message field is required.' })
  message: string;

  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(100_000)
  @IsString()
  stack?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(2000)
  @IsString()
  url?: string;

  @ApiPropertyOptional({ description: 'any JSON; stored up to 8 KB' })
  @IsOptional()
  extra?: unknown;
}

/** Client-side error reports (every sign-up failure is logged). No auth; size-capped; rate-limited. */
@ApiTags('error-log')
@Controller()
export class ErrorLogController {
  constructor(@InjectRepository(ErrorLog) private readonly repo: Repository<ErrorLog>) {}

  @Post('log-error')
  @UseGuards(ThrottlerGuard)
  async log(@Body() dto: LogErrorDto, @Req() req: FastifyRequest) {
    let extra: unknown = dto.extra ?? null;
    const json = extra == null ? '' : JSON.stringify(extra);
    if (json.length > 8192) extra = { truncated: true, preview: json.slice(0, 8192) };
    const row = await this.repo.save(
      this.repo.create({
        context: cap(dto.context ?? 'unknown', 190)!,
        message: cap(dto.message, 4000)!,
        stack: cap(dto.stack, 16_000),
        url: cap(dto.url, 990),
        extra,
        ip: req.ip?.slice(0, 64) ?? null,
        userAgent: cap(String(req.headers['user-agent'] ?? ''), 390),
      }),
    );
    return { message: 'Error logged', id: row.id };
  }
}

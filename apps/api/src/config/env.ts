import 'reflect-metadata';
import { plainToInstance, Transform, Type } from 'class-transformer';
import { DEFAULT_STAY_LIMITS, type StayLimits } from '@oja/shared';
import { IsBoolean, IsEmail, IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength, ValidateIf, validateSync } from 'class-validator';

// false/off/0-free words, a hop count (1–9), or IPv4/IPv6 addresses with an optional /prefix, comma-separated.
const TRUST_PROXY_PATTERN = /^(false|off|no|none|[1-9]|(?:[0-9a-fA-F:.]+(?:\/\d{1,3})?)(?:\s*,\s*[0-9a-fA-F:.]+(?:\/\d{1,3})?)*)$/i;

/**
 * TRUST_PROXY as Fastify's `trustProxy` option: false, the list of trusted proxies, or for a hop count the
 * function proxy-addr makes of one (trust the n nearest hops).
 */
export function trustProxyOption(value: string): false | string[] | ((address: string, hop: number) => boolean) {
  const v = value.trim().toLowerCase();
  if (['', 'false', 'off', 'no', 'none'].includes(v)) return false;
  if (/^[1-9]$/.test(v)) {
    const hops = Number(v);
    return (_address: string, hop: number) => hop < hops;
  }
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const toBool = ({ value }: { value: unknown }) => (typeof value === 'string' ? ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase()) : value);

/**
 * The one environment schema, validated at boot. A wrong value stops start-up with a message naming the
 * variable. Every variable is listed, with its default and meaning, in `.env.example`.
 */
export class Env {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  /**
   * Password hashes: `owasp` (argon2id, m=19 MiB, t=2), or `test`, argon2id at its smallest cost, for the test suites'
   * thousands of accounts. `test` is refused when NODE_ENV is production.
   */
  @IsIn(['owasp', 'test'])
  PASSWORD_HASHING: 'owasp' | 'test' = 'owasp';

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT = 3000;

  @IsString()
  HOST = '0.0.0.0';

  /** Public URL of the app, used in e-mailed links and payment callbacks. */
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  APP_URL = 'http://localhost:3000';

  /** Base of the absolute URLs of files in API answers (profile pictures, listing photos, document links): a CDN or the API's public host. Default: APP_URL. */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  PUBLIC_URL?: string;

  @IsOptional()
  @IsString()
  DATABASE_URL?: string;

  /** A read replica for the public directory lists (optional; without it they read the primary). */
  @IsOptional()
  @IsString()
  DATABASE_READ_URL?: string;

  /** Connections in this process's PostgreSQL pool. */
  @Type(() => Number)
  @IsInt()
  @Min(2)
  @Max(200)
  DB_POOL_MAX = 10;

  /** A statement running longer than this is cancelled (ms; 0 = never). */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  DB_STATEMENT_TIMEOUT_MS = 15_000;

  /** Waiting longer than this for a row lock fails the statement instead of queueing forever (ms; 0 = never). */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  DB_LOCK_TIMEOUT_MS = 5_000;

  /** A session idle inside an open transaction longer than this is ended by the server (ms; 0 = never). */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;

  /** Parameterised statements each pooled connection prepares (named: parsed and planned once); 0 = none. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(10_000)
  DB_STATEMENT_CACHE = 200;

  @IsOptional()
  @IsString()
  REDIS_URL?: string;

  /** Key prefix for BullMQ and rate-limit keys in Redis (tests use one per run). */
  @IsString()
  @MinLength(1)
  REDIS_PREFIX = 'oja';

  /**
   * A job whose worker stopped renewing its lock for this long (killed, frozen) goes back to the queue for
   * another worker (BullMQ's lockDuration, and how often workers look for such jobs). ms.
   */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  QUEUE_LOCK_MS = 30_000;

  /**
   * The longest stretch the notices (SMS, push, plain e-mail) pause while requests wait for a database connection
   * (queue/request-pressure.ts); they then run for at least a third of it. 0: they never pause.
   */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  QUEUE_YIELD_MAX_MS = 60_000;

  /** Folder for embedded PostgreSQL, redis-server data and local uploads. */
  @IsString()
  DATA_DIR = '.data';

  /**
   * API processes sharing the port on this machine (bootstrap/api-processes.ts): 0 = one a CPU core in production,
   * one otherwise; always one when the queues run in memory (no Redis).
   */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(64)
  API_PROCESSES = 0;

  /**
   * The CPU priority (Unix nice value, 0–19) a separate worker (`node dist/worker.js`) runs at: 10 by default, so on a
   * machine it shares with API processes and PostgreSQL its jobs (notices, SMS, e-mail, live events) take the CPU
   * the requests leave rather than competing with them; 0 runs it as the API. Not used by an API with RUN_WORKERS.
   */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(19)
  WORKER_NICE = 10;

  /** Run the queue workers inside the API process. */
  @Transform(toBool)
  @IsBoolean()
  RUN_WORKERS = true;

  /** Seed demo data on an empty database. */
  @Transform(toBool)
  @IsBoolean()
  SEED_DEMO = true;

  /** Serve the built SPA from apps/web/dist on the same port. */
  @Transform(toBool)
  @IsBoolean()
  SERVE_WEB = true;

  /** Cache the public list pages in memory and Redis, dropped on every change the database announces (docs/performance.md). */
  @Transform(toBool)
  @IsBoolean()
  LIST_CACHE_ENABLED = true;

  /** Serve Swagger UI (/api/docs) and the OpenAPI document (/api/docs-json); unset → on except in production. */
  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  API_DOCS_ENABLED?: boolean;

  @ValidateIf((e: Env) => e.NODE_ENV === 'production' || e.JWT_SECRET !== undefined)
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET?: string;

  /** Token lifetime in seconds. */
  @Type(() => Number)
  @IsInt()
  @Min(60)
  JWT_TTL_SECONDS = 7 * 24 * 3600;

  /**
   * Comma-separated origins allowed by CORS (the SPA is same-origin and needs none); also the only origins a
   * pay call's `callback_url` and a sign-up's `redirect_url` may send users back to (common/return-url.ts).
   */
  @IsString()
  CORS_ORIGINS = 'http://localhost:5173';

  /**
   * Which proxies in front of the app are trusted to say the client's address (X-Forwarded-For): `false`
   * (the default: the socket's address counts, whatever the headers say), a hop count (`1` behind one load
   * balancer), or a comma-separated list of proxy addresses and CIDR ranges (`10.0.0.0/8,127.0.0.1`).
   * Rate limits key on that address, so trusting a client-chosen header would let anyone rotate past them.
   */
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @Matches(TRUST_PROXY_PATTERN, { message: 'TRUST_PROXY must be false, a hop count (e.g. 1) or a comma-separated list of proxy addresses/CIDR ranges' })
  TRUST_PROXY = 'false';

  /** Largest JSON body in bytes. */
  @Type(() => Number)
  @IsInt()
  @Min(1024)
  BODY_LIMIT_BYTES = 1024 * 1024;

  @ValidateIf((e: Env) => e.NODE_ENV === 'production' || e.ADMIN_EMAIL !== undefined)
  @IsEmail({}, { message: 'ADMIN_EMAIL must be an e-mail address' })
  ADMIN_EMAIL?: string;

  @ValidateIf((e: Env) => e.NODE_ENV === 'production' || e.ADMIN_PASSWORD !== undefined)
  @IsString()
  @MinLength(8, { message: 'ADMIN_PASSWORD must be at least 8 characters' })
  ADMIN_PASSWORD?: string;

  @IsString()
  ADMIN_NAME = 'Oja Admin';

  /** SMTP connection URL (smtp://user:pass@host:587); unset → e-mails are logged and kept in the dev outbox. */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['smtp', 'smtps'] })
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM = 'Oja <no-reply@oja.test>';

  /** Requests allowed per window on login, register, password reset and the error log, per client. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  RATE_LIMIT_AUTH = 20;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  RATE_LIMIT_WINDOW_SECONDS = 60;

  /** Contact Us messages accepted per client address within RATE_LIMIT_CONTACT_WINDOW_SECONDS. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  RATE_LIMIT_CONTACT = 5;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  RATE_LIMIT_CONTACT_WINDOW_SECONDS = 600;

  /** Password-reset e-mails, and verification e-mails, sent to one account within AUTH_EMAILS_WINDOW_MINUTES (each; more are not sent, the answer is the same). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  AUTH_EMAILS_PER_ACCOUNT = 3;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  AUTH_EMAILS_WINDOW_MINUTES = 15;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** Voice OTP provider: console (logs the code and keeps it in the dev outbox) or africastalking (a real call). */
  @IsIn(['console', 'africastalking'], { message: 'OTP_PROVIDER must be console or africastalking' })
  OTP_PROVIDER: 'console' | 'africastalking' = 'console';

  /** SMS provider for notices that need action: console (logs and keeps them in the dev outbox) or africastalking. */
  @IsIn(['console', 'africastalking'], { message: 'SMS_PROVIDER must be console or africastalking' })
  SMS_PROVIDER: 'console' | 'africastalking' = 'console';

  /** Africa's Talking account username (OTP_PROVIDER or SMS_PROVIDER=africastalking; `sandbox` for the sandbox). */
  @ValidateIf((e: Env) => e.OTP_PROVIDER === 'africastalking' || e.SMS_PROVIDER === 'africastalking')
  @IsString()
  @MinLength(1, { message: 'AT_USERNAME is required when OTP_PROVIDER or SMS_PROVIDER is africastalking' })
  AT_USERNAME?: string;

  /** Africa's Talking API key (OTP_PROVIDER or SMS_PROVIDER=africastalking). */
  @ValidateIf((e: Env) => e.OTP_PROVIDER === 'africastalking' || e.SMS_PROVIDER === 'africastalking')
  @IsString()
  @MinLength(1, { message: 'AT_API_KEY is required when OTP_PROVIDER or SMS_PROVIDER is africastalking' })
  AT_API_KEY?: string;

  /** Base URL of the Africa's Talking SMS API (sandbox: https://api.sandbox.africastalking.com; tests point it at a local fake). */
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] }, { message: 'AT_SMS_BASE_URL must be an http(s) URL' })
  AT_SMS_BASE_URL = 'https://api.africastalking.com';

  /** The registered sender ID or short code SMS come from; unset: Africa's Talking's shared default. */
  @IsOptional()
  @IsString()
  @MinLength(1)
  @Matches(/^[A-Za-z0-9 +]{1,16}$/, { message: 'AT_SENDER_ID must be 1-16 letters, digits or a short code' })
  AT_SENDER_ID?: string;

  /**
   * Web Push (VAPID) keys: push is off until all three are set. Generate a pair with
   * `pnpm --filter @oja/api exec web-push generate-vapid-keys`; the subject is a mailto: or https: contact.
   */
  @ValidateIf((e: Env) => e.VAPID_PUBLIC_KEY !== undefined || e.VAPID_PRIVATE_KEY !== undefined || e.VAPID_SUBJECT !== undefined)
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{80,90}$/, {
    message: 'VAPID_PUBLIC_KEY must be the URL-safe base64 public key (set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together)',
  })
  VAPID_PUBLIC_KEY?: string;

  @ValidateIf((e: Env) => e.VAPID_PUBLIC_KEY !== undefined || e.VAPID_PRIVATE_KEY !== undefined || e.VAPID_SUBJECT !== undefined)
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{40,45}$/, {
    message: 'VAPID_PRIVATE_KEY must be the URL-safe base64 private key (set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together)',
  })
  VAPID_PRIVATE_KEY?: string;

  @ValidateIf((e: Env) => e.VAPID_PUBLIC_KEY !== undefined || e.VAPID_PRIVATE_KEY !== undefined || e.VAPID_SUBJECT !== undefined)
  @IsString()
  @Matches(/^(mailto:\S+@\S+|https:\/\/\S+)$/, {
    message: 'VAPID_SUBJECT must be a mailto: address or an https: URL (set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together)',
  })
  VAPID_SUBJECT?: string;

  /** The Africa's Talking voice number calls come from (callerId), e.g. +2347000000000. */
  @ValidateIf((e: Env) => e.OTP_PROVIDER === 'africastalking')
  @IsString()
  @MinLength(1, { message: 'AT_VOICE_NUMBER is required when OTP_PROVIDER=africastalking' })
  AT_VOICE_NUMBER?: string;

  /** Base URL of the Africa's Talking voice API (tests point it at a local fake). */
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] }, { message: 'AT_BASE_URL must be an http(s) URL' })
  AT_BASE_URL = 'https://voice.africastalking.com';

  /** Optional shared secret: when set, the voice callback URL must carry ?token=<this>. */
  @IsOptional()
  @IsString()
  @MinLength(16, { message: 'AT_CALLBACK_TOKEN must be at least 16 characters' })
  AT_CALLBACK_TOKEN?: string;

  /** Where uploads are stored: local (DATA_DIR/uploads) or s3 (any S3-compatible object store). */
  @IsIn(['local', 's3'], { message: 'STORAGE_DRIVER must be local or s3' })
  STORAGE_DRIVER: 'local' | 's3' = 'local';

  /** S3 bucket (STORAGE_DRIVER=s3). */
  @ValidateIf((e: Env) => e.STORAGE_DRIVER === 's3')
  @IsString()
  @MinLength(3, { message: 'S3_BUCKET is required when STORAGE_DRIVER=s3' })
  S3_BUCKET?: string;

  /** S3 region (e.g. eu-west-1; most S3-compatible stores accept us-east-1). */
  @IsString()
  S3_REGION = 'us-east-1';

  /** S3 endpoint for S3-compatible stores (MinIO, R2, Spaces…); unset → AWS (https://s3.<region>.amazonaws.com). */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] }, { message: 'S3_ENDPOINT must be an http(s) URL' })
  S3_ENDPOINT?: string;

  @ValidateIf((e: Env) => e.STORAGE_DRIVER === 's3')
  @IsString()
  @MinLength(1, { message: 'S3_ACCESS_KEY_ID is required when STORAGE_DRIVER=s3' })
  S3_ACCESS_KEY_ID?: string;

  @ValidateIf((e: Env) => e.STORAGE_DRIVER === 's3')
  @IsString()
  @MinLength(1, { message: 'S3_SECRET_ACCESS_KEY is required when STORAGE_DRIVER=s3' })
  S3_SECRET_ACCESS_KEY?: string;

  /** Path-style URLs (<endpoint>/<bucket>/<key>), as MinIO and most S3-compatible stores need. */
  @Transform(toBool)
  @IsBoolean()
  S3_FORCE_PATH_STYLE = true;

  /** Lifetime in seconds of the signed links to KYC documents (admin review and the vendor's own preview). */
  @Type(() => Number)
  @IsInt()
  @Min(60)
  @Max(24 * 3600)
  DOCUMENT_URL_TTL_SECONDS = 900;

  /** Lifetime in seconds of the signed links to private attachments (dispute photos), shown to a subject's parties and admins. */
  @Type(() => Number)
  @IsInt()
  @Min(30)
  @Max(3600)
  ATTACHMENT_URL_TTL_SECONDS = 300;

  /** Attachment bytes (dispute photos) one client address may store per hour, across every account it uses (429 ATTACHMENT_UPLOAD_QUOTA_EXCEEDED beyond). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  ATTACHMENT_UPLOAD_BYTES_PER_ADDRESS_HOUR = 20 * 1024 * 1024;

  /** Messages one user may send per minute across conversations (docs/messages.md; 429 MESSAGE_RATE_LIMITED beyond). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10_000)
  MESSAGES_PER_MINUTE = 20;

  /** KYC document bytes one client address may store per hour, across every account it uses (429 KYC_UPLOAD_QUOTA_EXCEEDED beyond). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  KYC_UPLOAD_BYTES_PER_ADDRESS_HOUR = 20 * 1024 * 1024;

  /** Total bytes of KYC documents stored and not yet decided by a review, all vendors together (507 KYC_STORAGE_FULL beyond). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  KYC_UNREVIEWED_BYTES_MAX = 2 * 1024 * 1024 * 1024;

  // ── Payments, escrow and payouts (issue: ledger and payments) ──────────────────────────────

  /** Payment adapter: `paystack` or `sandbox` (own checkout page, signed webhooks). Default: paystack when PAYSTACK_SECRET_KEY is set, else sandbox. */
  @IsOptional()
  @IsIn(['sandbox', 'paystack'], { message: 'PAYMENT_PROVIDER must be sandbox or paystack' })
  PAYMENT_PROVIDER?: 'sandbox' | 'paystack';

  /** Paystack secret key (sk_live_… / sk_test_…): API calls and the webhook signature (HMAC-SHA512). Required for PAYMENT_PROVIDER=paystack. */
  @ValidateIf((e: Env) => e.PAYMENT_PROVIDER === 'paystack' || e.PAYSTACK_SECRET_KEY !== undefined)
  @IsString()
  @MinLength(8, { message: 'PAYSTACK_SECRET_KEY must be set (at least 8 characters) when PAYMENT_PROVIDER=paystack' })
  PAYSTACK_SECRET_KEY?: string;

  /** Paystack API base URL (tests point it at a local fake). */
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  PAYSTACK_BASE_URL = 'https://api.paystack.co';

  /** Time-out of one call to the payment provider, in ms. */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  PAYSTACK_TIMEOUT_MS = 15_000;

  /** Secret the sandbox provider signs its webhooks with (same HMAC-SHA512 check as Paystack). Required in production when the sandbox is used. */
  @ValidateIf((e: Env) => (e.NODE_ENV === 'production' && paymentProviderOf(e) === 'sandbox') || e.SANDBOX_WEBHOOK_SECRET !== undefined)
  @IsString()
  @MinLength(16, { message: 'SANDBOX_WEBHOOK_SECRET must be at least 16 characters' })
  SANDBOX_WEBHOOK_SECRET?: string;

  /** A pending service order no vendor answered is cancelled after this long (ms; spec: 48 h). A reminder goes out at 3/4 of it. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  SERVICE_ORDER_AUTO_CANCEL_MS = 48 * 3_600_000;

  /** A completed, undisputed service order is released after this long (ms; spec: 72 h). A reminder goes out 12 h (scaled) before. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  SERVICE_ORDER_AUTO_RELEASE_MS = 72 * 3_600_000;

  /** Each side may review a completed order, stay or job for this long (ms; spec: 14 days); reviews stay blind until both wrote or it closes. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  REVIEW_WINDOW_MS = 14 * 24 * 3_600_000;

  /** A booking request no admin approved is cancelled after this long (spec: 48 h). */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  BOOKING_APPROVAL_TIMEOUT_MS = 48 * 3_600_000;

  /** An approved booking not paid within this long is cancelled and its dates freed (spec: 24 h). */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  BOOKING_PAYMENT_TIMEOUT_MS = 24 * 3_600_000;

  /** A checked-out stay not released by an admin is released automatically after this long (72 h). */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  BOOKING_AUTO_RELEASE_MS = 72 * 3_600_000;

  /** The longest apartment stay a guest may request, in nights (ours; the spec sets none). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(3650)
  BOOKING_MAX_NIGHTS = DEFAULT_STAY_LIMITS.maxNights;

  /** How far ahead a stay may start: check-in at most this many days after today in Lagos. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(3650)
  BOOKING_MAX_DAYS_AHEAD = DEFAULT_STAY_LIMITS.maxDaysAhead;

  /** A paid maintenance request the mechanic has not answered lapses (full refund) after this long (spec: 2 h). */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  MAINTENANCE_ANSWER_TIMEOUT_MS = 2 * 3_600_000;

  /** A completed maintenance job the customer has not confirmed is released automatically after this long (72 h). */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  MAINTENANCE_AUTO_RELEASE_MS = 72 * 3_600_000;

  /** Food and shop orders (docs/food-and-shop.md): an order not paid this long after it was placed expires (15 min). */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  CART_ORDER_PAYMENT_MS = 15 * 60_000;

  /** A paid food order the kitchen has not accepted this long after payment is declined and refunded (10 min). */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  CART_ORDER_ACCEPT_MS = 10 * 60_000;

  /** A paid shop order not shipped this long after payment is declined and refunded (48 h). */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  CART_ORDER_SHIP_MS = 48 * 3_600_000;

  /** A delivered food order neither confirmed nor reported is released after this long (2 h). */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  CART_ORDER_FOOD_RELEASE_MS = 2 * 3_600_000;

  /** A delivered shop order neither confirmed nor reported is released after this long (48 h). */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  CART_ORDER_PRODUCT_RELEASE_MS = 48 * 3_600_000;

  /** Okada rides (docs/rides.md): a request nobody accepts expires after this long (3 min). */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  RIDE_SEARCH_MS = 3 * 60_000;

  /** How long one rider has to accept an offered ride before it goes to the next (15 s). */
  @Type(() => Number)
  @IsInt()
  @Min(500)
  RIDE_OFFER_MS = 15_000;

  /** A rider owing more than this in cash-ride commission (kobo) is offered no rides and cannot go online (₦5,000). */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  RIDER_CASH_OWED_CAP_KOBO = 5_000_00;

  /** An account deactivation takes effect this long after the request (ms; 24 h); it can be cancelled until then. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  ACCOUNT_DEACTIVATION_DELAY_MS = 24 * 3_600_000;

  /** A "Download my data" link works this long (seconds; it needs no token, so it is short). */
  @Type(() => Number)
  @IsInt()
  @Min(10)
  @Max(86_400)
  DATA_EXPORT_LINK_TTL_SECONDS = 15 * 60;

  /** A data export's file is deleted this long after it was made (ms; docs/privacy.md). */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  DATA_EXPORT_RETENTION_MS = 24 * 3_600_000;

  /** A vendor's KYC documents are deleted this long after the vendor was rejected or left Oja (ms; 90 days; docs/privacy.md). */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  KYC_RETENTION_MS = 90 * 24 * 3_600_000;

  /** Released money stays payable this long before it becomes available for payout (ms; spec: 24 h). */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  ESCROW_PAYOUT_HOLD_MS = 24 * 3_600_000;

  /** The live channel (docs/live.md) writes a comment this often so proxies and phones keep the stream open (ms). */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  LIVE_HEARTBEAT_MS = 25_000;

  /** Durable live events are kept, and replayed to a client that resumes with Last-Event-ID, this long (ms). */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  LIVE_REPLAY_MS = 10 * 60_000;

  /** Live connections one user (or admin) may hold at once, across every API process; a new one closes the oldest. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(50)
  LIVE_MAX_CONNECTIONS = 5;

  /** A live ticket (POST /api/live/ticket, for the browser's EventSource) opens one stream within this many seconds. */
  @Type(() => Number)
  @IsInt()
  @Min(5)
  @Max(300)
  LIVE_TICKET_TTL_SECONDS = 30;

  /** Outbox rows already handed to the queues are deleted this many hours after (hourly, by a worker). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  OUTBOX_RETENTION_HOURS = 7 * 24;

  /**
   * The outbox relay is woken by `NOTIFY oja_outbox` when rows are written to an idle relay; this is how often it
   * also looks for due rows on its own while its LISTEN connection is up: the safety net for a missed wake-up (ms).
   */
  @Type(() => Number)
  @IsInt()
  @Min(10)
  OUTBOX_POLL_MS = 5_000;

  /** How often the relay looks for due rows while its LISTEN connection is down or the queues did not answer (ms). */
  @Type(() => Number)
  @IsInt()
  @Min(10)
  OUTBOX_FALLBACK_POLL_MS = 500;

  /** Delay between checks of a transfer that is not final yet, and before retrying a failed call (ms). */
  @Type(() => Number)
  @IsInt()
  @Min(10)
  PAYOUT_RETRY_MS = 5 * 60_000;

  /**
   * After a payout fails or is reversed, the money back in the vendor's balance is swept again this long after
   * (ms; 24 h) — sooner when the vendor saves their payout account — so a bad account is not retried in a loop.
   */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  PAYOUT_FAILED_RETRY_MS = 24 * 3_600_000;
}

/** The payment adapter in use: PAYMENT_PROVIDER, else paystack when a Paystack key is configured, else the sandbox. */
export function paymentProviderOf(env: Pick<Env, 'PAYMENT_PROVIDER' | 'PAYSTACK_SECRET_KEY'>): 'sandbox' | 'paystack' {
  return env.PAYMENT_PROVIDER ?? (env.PAYSTACK_SECRET_KEY ? 'paystack' : 'sandbox');
}

/** The apartment stay bounds configured (BOOKING_MAX_NIGHTS, BOOKING_MAX_DAYS_AHEAD), in the shared rule's shape. */
export function stayLimitsOf(env: Pick<Env, 'BOOKING_MAX_NIGHTS' | 'BOOKING_MAX_DAYS_AHEAD'>): StayLimits {
  return { maxNights: env.BOOKING_MAX_NIGHTS, maxDaysAhead: env.BOOKING_MAX_DAYS_AHEAD };
}

export function isProduction(env: Env) {
  return env.NODE_ENV === 'production';
}

/** Validates `process.env`-like input; throws one Error naming every bad variable. */
export function validateEnv(raw: Record<string, unknown>): Env {
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== ''));
  const env = plainToInstance(Env, cleaned, { exposeDefaultValues: true, enableImplicitConversion: false });
  const errors = validateSync(env, { skipMissingProperties: false, whitelist: false });
  if (errors.length) {
    const lines = errors.map((e) => `  ${e.property}: ${Object.values(e.constraints ?? {}).join('; ')}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (env.NODE_ENV === 'production' && env.PASSWORD_HASHING !== 'owasp')
    throw new Error('Invalid configuration:\n  PASSWORD_HASHING: only owasp is allowed in production');
  // Links in e-mails and payment callbacks point at this server unless told otherwise.
  if (cleaned.APP_URL === undefined) env.APP_URL = `http://localhost:${env.PORT}`;
  env.PUBLIC_URL ??= env.APP_URL;
  if (env.NODE_ENV !== 'production') {
    env.JWT_SECRET ??= 'dev-only-jwt-secret-change-me-0123456789abcdef';
    env.ADMIN_EMAIL ??= 'admin@oja.test';
    env.ADMIN_PASSWORD ??= 'OjaAdmin#2026';
    env.SANDBOX_WEBHOOK_SECRET ??= 'dev-only-sandbox-webhook-secret-0123456789';
  }
  return env;
}

export const ENV = Symbol('ENV');

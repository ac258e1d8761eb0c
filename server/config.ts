import { z } from 'zod';
import { TrustProxySetting } from './trust-proxy';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const LogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Prepared statements go to PostgreSQL named (planned once per connection); 0 for a pooler without support (PgBouncer < 1.21). */
  DATABASE_NAMED_STATEMENTS: booleanFlag.default(true),
  PUBLIC_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  SEED: booleanFlag.default(true),
  LOG_LEVEL: LogLevel.default('info'),
  BRAND_NAME: z.string().min(1).max(60).default('Kelas'),
  RUN_JOBS: booleanFlag.default(true),
  /** Seconds a stop (SIGTERM, SIGINT) may take to finish requests and jobs before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(8),
  TRUST_PROXY: TrustProxySetting.default(false),
  /** Sign-ups per client address per hour (a school behind one address may need more). */
  SIGN_UP_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Class invitations one class may send per day (spec §4 invitee status). */
  INVITATIONS_PER_CLASS_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /** Class invitations one person may send per day, over all their classes. */
  INVITATIONS_PER_INVITER_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  /** Hours before a pending invitee may be mailed again (class and staff invitations). */
  INVITATION_RESEND_COOLDOWN_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 365)
    .default(24),
  WEB_DIST: z.string().min(1).default('web/dist'),
  SSR_DIST: z.string().min(1).default('web/dist-ssr'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
  LEARNING_TIME_FORWARD_URL: z
    .string()
    .url()
    .refine(
      (value) => /^https?:\/\//.test(value),
      'LEARNING_TIME_FORWARD_URL must be an http:// or https:// URL',
    )
    .optional(),
  S3_ENDPOINT: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'S3_ENDPOINT must be an http:// or https:// URL')
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'S3_BUCKET must be a bucket name (lowercase, 3 to 63 characters)',
    )
    .optional(),
  S3_REGION: z.string().min(1).max(64).default('us-east-1'),
  /**
   * The DNS servers that check an institution's domain (`ip` or `ip:port`, comma-separated); the
   * system's resolvers when unset.
   */
  DNS_SERVERS: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((server) => server.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z.string().regex(/^(\d{1,3}(\.\d{1,3}){3}(:\d{1,5})?|\[[0-9a-f:]+\](:\d{1,5})?|[0-9a-f:]+)$/i, {
            error: 'DNS_SERVERS must be IP addresses, each with an optional :port, separated by commas',
          }),
        )
        .min(1, 'DNS_SERVERS must list at least one server'),
    )
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * Where payments go: `local`, the stand-ins of the payment providers that this process starts on
   * loopback (no money moves; the demo and development), or `remote`, the providers themselves,
   * with the keys below.
   */
  PAYMENT_PROVIDERS: z.enum(['local', 'remote']).default('local'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Stripe's API when not api.stripe.com (a test double on loopback). */
  STRIPE_API_URL: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'STRIPE_API_URL must be an http:// or https:// URL')
    .optional(),
  /** The Stripe.js script the checkout loads. */
  STRIPE_JS_URL: z.string().url().default('https://js.stripe.com/v3/'),
  /** Offer FPX (Malaysian online banking through Stripe) for payments in MYR. */
  STRIPE_FPX: booleanFlag.default(true),
  /** The share of a seller's sale the platform keeps (a destination charge's application fee), in percent. */
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(10),
  /**
   * The end-to-end tests' controls (server/http/e2e-controls.ts: run a background job now, as of
   * a later day), answered on loopback only. Never set in production.
   */
  E2E_CONTROLS: booleanFlag.default(false),
});

/** The name of every setting (.env.example lists each; server/env-example.test.ts checks it). */
export const SETTING_NAMES: readonly string[] = Object.keys(EnvSchema.shape);

/** Every setting of the process, parsed once from the environment (documented in README). */
export type Config = Omit<z.infer<typeof EnvSchema>, 'PUBLIC_URL' | 'MAIL_FROM'> & {
  PUBLIC_URL: string;
  MAIL_FROM: string;
};

/** Parse the environment into a Config, or throw one message naming each bad variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const config = parsed.data;
  const problem = s3SettingsProblem(config) ?? paymentSettingsProblem(config);
  if (problem) throw new Error(`Invalid configuration: ${problem}`);
  return {
    ...config,
    PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    MAIL_FROM: config.MAIL_FROM ?? `${config.BRAND_NAME} <no-reply@kelas.example>`,
  };
}

/** Are the cookies of this deployment sent over HTTPS only? */
export function usesSecureCookies(config: Pick<Config, 'PUBLIC_URL'>): boolean {
  return config.PUBLIC_URL.startsWith('https://');
}

// S3 settings come as a group: a half-set group would otherwise quietly keep uploads on local disk.
function s3SettingsProblem(env: z.infer<typeof EnvSchema>): string | undefined {
  const group = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  if (env.S3_BUCKET) {
    const missing = group.filter((name) => !env[name]);
    return missing.length > 0 ? `S3_BUCKET is set, so ${missing.join(', ')} must be set too` : undefined;
  }
  const stray = group.filter((name) => env[name]);
  return stray.length > 0 ? `${stray.join(', ')} set without S3_BUCKET` : undefined;
}

// The providers themselves need their keys; the local stand-ins make their own.
function paymentSettingsProblem(env: z.infer<typeof EnvSchema>): string | undefined {
  if (env.PAYMENT_PROVIDERS !== 'remote') return undefined;
  const missing = (['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter(
    (name) => !env[name],
  );
  return missing.length > 0 ? `PAYMENT_PROVIDERS is remote, so ${missing.join(', ')} must be set` : undefined;
}

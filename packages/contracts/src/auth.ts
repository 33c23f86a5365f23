import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGES, EMAIL_PATTERN, keptEmail } from './rules/email';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from './rules/password';

export const Email = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .regex(EMAIL_PATTERN, { message: EMAIL_MESSAGES.invalid })
  .transform(keptEmail);

const FormFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

export const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: PASSWORD_MESSAGES.tooShort })
  .max(PASSWORD_MAX_LENGTH, { message: PASSWORD_MESSAGES.tooLong });

export const OtpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'Enter the 6-digit code from your authenticator app.' });

/** A short random identifier the app keeps per browser (`X-Device-Id`). */
export const DeviceId = z
  .string()
  .trim()
  .min(8)
  .max(128)
  .regex(/^[\w-]+$/);

export const DeviceRegistration = z.object({ device_id: DeviceId, type: z.string().trim().min(1).max(32) });
export const DeviceRegistered = z.object({ device_id: DeviceId });

export const LoginRequest = z.object({
  LoginForm: z.object({ username: Email, password: z.string().min(1).max(PASSWORD_MAX_LENGTH) }),
});
export const LoginResult = z
  .object({ jwt: z.string(), terms_accepted: z.boolean() })
  .meta({ id: 'LoginResult' });
export type LoginResult = z.infer<typeof LoginResult>;

export const MfaRequest = z.object({
  OtpForm: z.object({ otp: OtpCode }),
  username: Email.optional(),
  unlock: FormFlag.optional(),
});
export const MfaVerifyRequest = z.object({ OtpForm: z.object({ otp: OtpCode }) });
export const UnlockResult = z.object({ jwt: z.string() });

/**
 * `true`: a code is needed; `'2'`: this session is already verified (trusted device);
 * `false`: not set up, with the secret and its QR code to set it up.
 */
export const MfaStatus = z
  .object({
    mfa_configured: z.union([z.literal(true), z.literal('2'), z.literal(false)]),
    otp_code: z.string().optional(),
    image_url: z.string().optional(),
    /** With `true`: how many days a device is remembered after its code (DEVICE_TRUST_DAYS). */
    device_trust_days: z.number().int().positive().optional(),
  })
  .meta({ id: 'MfaStatus' });
export type MfaStatus = z.infer<typeof MfaStatus>;

export const MfaDeleteRequest = z.object({
  LoginForm: z.object({ current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH) }),
});

export const AuthCheck = z.object({ status: z.literal('ok') });

export const ResetRequest = z.object({ LoginForm: z.object({ email: Email }) });

const repeatMatches = (value: { password: string; repeat_password: string }, ctx: z.RefinementCtx) => {
  if (value.password !== value.repeat_password) {
    ctx.addIssue({ code: 'custom', path: ['repeat_password'], message: PASSWORD_MESSAGES.doNotMatch });
  }
};

/** A reset or invite link cut short (a mail client wrapping it, a partial copy) says so in plain words. */
const INCOMPLETE_LINK = 'This link is incomplete. Open it again from your email, or ask for a new one.';

export const SetPasswordRequest = z.object({
  LoginForm: z
    .object({
      password: NewPassword,
      repeat_password: z.string(),
      code: z.string().trim().min(16, { message: INCOMPLETE_LINK }).max(128, { message: INCOMPLETE_LINK }),
    })
    .superRefine(repeatMatches),
});

export const ChangePasswordRequest = z.object({
  LoginForm: z
    .object({
      current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
      password: NewPassword,
      repeat_password: z.string(),
    })
    .superRefine(repeatMatches),
});

export const Invite = z.object({ email: z.string(), first_name: z.string() }).meta({ id: 'Invite' });
export type Invite = z.infer<typeof Invite>;

export const Done = z.object({ message: z.string() });

/** How long the app may serve cached data before refetching (`GET /v1/system/cache`). */
export const CacheSetting = z.object({
  enabled: z.boolean(),
  max_age_seconds: z.number().int().nonnegative(),
});
export type CacheSetting = z.infer<typeof CacheSetting>;

export const Terms = z.object({ text: z.string(), version: z.number().int() }).meta({ id: 'Terms' });
export type Terms = z.infer<typeof Terms>;
export const UserTerms = Terms.extend({ terms_accepted: z.boolean() }).meta({ id: 'UserTerms' });
export type UserTerms = z.infer<typeof UserTerms>;
export const TermsAgreed = z.object({ terms_accepted: z.literal(true), version: z.number().int() });

export const SupportReasons = z.array(z.string());
export const SupportRequest = z.object({
  name: z.string().trim().min(1, { message: 'Please enter your name.' }).max(100),
  email: Email,
  reason: z.string().trim().min(1, { message: 'Please select a reason.' }).max(200),
});

/** Claims of the login token the app reads (SPEC §3). */
export const TokenClaims = z.object({
  exp: z.number(),
  vip: z.boolean().optional(),
  sub: z.string(),
  sid: z.string(),
});
export type TokenClaims = z.infer<typeof TokenClaims>;

import { z } from 'zod';
import { OtpCode } from './auth';
import { Line } from './common';
import { PASSWORD_MAX_LENGTH } from './rules/password';

/** WebAuthn's binary fields travel as base64url text (the WebAuthn Level 3 JSON forms). */
const Base64Url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, { message: 'Not base64url.' });

/** A passkey's name as its owner sees it in the list. */
export const PasskeyName = Line('Name', 60);

export const Passkey = z
  .object({
    id: z.uuid(),
    name: z.string(),
    created_at: z.iso.datetime(),
    last_used_at: z.iso.datetime().nullable(),
    /** `multiDevice`: synced between the owner's devices (a password manager, iCloud Keychain…). */
    device_type: z.enum(['singleDevice', 'multiDevice']),
    backed_up: z.boolean(),
  })
  .meta({ id: 'Passkey' });
export type Passkey = z.infer<typeof Passkey>;

export const PasskeyList = z.object({ items: z.array(Passkey) });

/**
 * The fresh check before a passkey is added: the current password, or a code from the authenticator app
 * not used before. One of the two.
 */
export const PasskeyProof = z
  .object({
    current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH).optional(),
    otp: OtpCode.optional(),
  })
  .refine((proof) => proof.current_password !== undefined || proof.otp !== undefined, {
    message: 'Enter your password or a code from your authenticator app.',
    path: ['current_password'],
  });

const CredentialDescriptor = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

/** `PublicKeyCredentialCreationOptionsJSON`, for `navigator.credentials.create`. */
export const PasskeyCreationOptions = z
  .object({
    rp: z.object({ name: z.string(), id: z.string().optional() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    challenge: z.string(),
    pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
    timeout: z.number().optional(),
    excludeCredentials: z.array(CredentialDescriptor).optional(),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.string().optional(),
        residentKey: z.string().optional(),
        requireResidentKey: z.boolean().optional(),
        userVerification: z.string().optional(),
      })
      .optional(),
    attestation: z.string().optional(),
    hints: z.array(z.string()).optional(),
    extensions: z.object({ credProps: z.boolean().optional() }).optional(),
  })
  .meta({ id: 'PasskeyCreationOptions' });

/** `PublicKeyCredentialRequestOptionsJSON`, for `navigator.credentials.get`. */
export const PasskeyRequestOptions = z
  .object({
    challenge: z.string(),
    timeout: z.number().optional(),
    rpId: z.string().optional(),
    allowCredentials: z.array(CredentialDescriptor).optional(),
    userVerification: z.string().optional(),
    hints: z.array(z.string()).optional(),
  })
  .meta({ id: 'PasskeyRequestOptions' });

const AUTHENTICATOR_ATTACHMENT = z.enum(['platform', 'cross-platform']).optional();

/** `RegistrationResponseJSON`: what the browser answers to the creation options. */
export const PasskeyRegistrationCredential = z.object({
  id: Base64Url(1024),
  rawId: Base64Url(1024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: Base64Url(8192),
    attestationObject: Base64Url(65536),
    authenticatorData: Base64Url(65536).optional(),
    transports: z.array(z.string().max(32)).max(16).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: Base64Url(8192).optional(),
  }),
  authenticatorAttachment: AUTHENTICATOR_ATTACHMENT,
  clientExtensionResults: z.looseObject({}),
});

/** `AuthenticationResponseJSON`: what the browser answers to the request options. */
export const PasskeyAuthenticationCredential = z.object({
  id: Base64Url(1024),
  rawId: Base64Url(1024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: Base64Url(8192),
    authenticatorData: Base64Url(65536),
    signature: Base64Url(8192),
    userHandle: Base64Url(1024).optional(),
  }),
  authenticatorAttachment: AUTHENTICATOR_ATTACHMENT,
  clientExtensionResults: z.looseObject({}),
});

export const AddPasskeyRequest = z.object({ name: PasskeyName, credential: PasskeyRegistrationCredential });
export const RenamePasskeyRequest = z.object({ name: PasskeyName });
export const PasskeySignInRequest = z.object({ credential: PasskeyAuthenticationCredential });

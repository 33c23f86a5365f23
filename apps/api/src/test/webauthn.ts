import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { type CBORType, encodeCBOR } from '@levischuck/tiny-cbor';

/**
 * A software WebAuthn authenticator for the API tests: an ES256 key pair per credential, 'none'
 * attestation, real CBOR and real signatures, so the server checks exactly what a browser would send.
 */

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

function counterBytes(count: number) {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(count);
  return bytes;
}

/** The COSE form (RFC 9052) of an EC2 P-256 public key with alg ES256. */
function coseKey(publicKey: KeyObject) {
  const jwk = publicKey.export({ format: 'jwk' });
  return encodeCBOR(
    new Map<number, CBORType>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]),
  );
}

export interface SoftCredential {
  id: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  signCount: number;
}

export class SoftAuthenticator {
  constructor(
    readonly origin: string,
    readonly rpId: string,
  ) {}

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin = this.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** A new credential's answer to creation options (`challenge` may be changed to test a wrong one). */
  register(options: { challenge: string }, overrides: { origin?: string } = {}) {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credentialId = randomBytes(32);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA]),
      counterBytes(0),
      Buffer.alloc(16), // AAGUID: none said
      idLength,
      credentialId,
      Buffer.from(coseKey(publicKey)),
    ]);
    const attestationObject = encodeCBOR(
      new Map<string, CBORType>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, overrides.origin);
    const credential: SoftCredential = { id: b64url(credentialId), privateKey, publicKey, signCount: 0 };
    return {
      credential,
      response: {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
      },
    };
  }

  /** The credential's answer to request options; its counter moves on by one unless `signCount` is given. */
  authenticate(
    credential: SoftCredential,
    options: { challenge: string },
    overrides: { signCount?: number } = {},
  ) {
    credential.signCount = overrides.signCount ?? credential.signCount + 1;
    const authData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED]),
      counterBytes(credential.signCount),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      credential.privateKey,
    );
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}

/** A challenge no server gave: for the tests of a wrong one. */
export const strayChallenge = () => randomBytes(32).toString('base64url');

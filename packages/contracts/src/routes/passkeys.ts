import { z } from 'zod';
import { Done } from '../auth';
import { ErrorBody, IdParams } from '../common';
import {
  AddPasskeyRequest,
  Passkey,
  PasskeyCreationOptions,
  PasskeyList,
  PasskeyProof,
  PasskeyRequestOptions,
  PasskeySignInRequest,
  RenamePasskeyRequest,
} from '../passkeys';
import { defineRoutes } from '../route';

const tags = ['passkeys'];
const limited = { 429: ErrorBody };

/**
 * Passkeys (WebAuthn): a client adds them in Account and may then use one at sign-in instead of the code
 * from the authenticator app. The relying party is the portal's `PUBLIC_URL`. Each challenge is for one
 * answer, from the session it was given to, within 5 minutes.
 */
export const passkeyRoutes = defineRoutes(
  { tags, scope: 'client' },
  {
    listPasskeys: {
      method: 'GET',
      path: '/user/passkeys',
      summary: "The client's passkeys, oldest first",
      responses: { 200: PasskeyList },
    },
    passkeyCreationOptions: {
      method: 'POST',
      path: '/user/passkeys/options',
      summary: 'Start adding a passkey: a fresh password or code, answered with the creation options',
      description:
        'A wrong password or code counts toward the lock like a failed sign-in; a code works once. The options ' +
        'exclude the passkeys the client already has.',
      body: PasskeyProof,
      responses: { 200: PasskeyCreationOptions, ...limited },
    },
    addPasskey: {
      method: 'POST',
      path: '/user/passkeys',
      summary: "Finish adding a passkey with the browser's answer to the creation options",
      body: AddPasskeyRequest,
      responses: { 201: Passkey, ...limited },
    },
    renamePasskey: {
      method: 'PATCH',
      path: '/user/passkeys/:id',
      summary: 'Rename a passkey',
      params: IdParams,
      body: RenamePasskeyRequest,
      responses: { 200: Passkey },
    },
    removePasskey: {
      method: 'DELETE',
      path: '/user/passkeys/:id',
      summary: 'Remove a passkey: it no longer signs in',
      params: IdParams,
      responses: { 200: Done },
    },
    passkeyRequestOptions: {
      method: 'POST',
      path: '/authentication/passkey/options',
      scope: 'session',
      summary: "Second factor by passkey: the request options for the account's passkeys",
      description: 'On the session waiting for its second factor, after the password.',
      responses: { 200: PasskeyRequestOptions, ...limited },
    },
    signInWithPasskey: {
      method: 'POST',
      path: '/authentication/passkey',
      scope: 'session',
      summary: 'Second factor by passkey (201), instead of a code',
      description:
        'Upgrades the session as a right code does (and trusts the device alike). A passkey that does not ' +
        'verify counts toward the lock like a wrong code; one whose signature counter goes back is refused.',
      body: PasskeySignInRequest,
      responses: { 201: z.object({}), ...limited },
    },
  },
);

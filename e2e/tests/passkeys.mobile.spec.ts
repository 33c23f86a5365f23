import { test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { passkeyJourney } from '../support/passkeys';

test('on a phone, a client adds a passkey, signs in with it instead of the code, renames and removes it', async ({
  page,
}) => {
  await passkeyJourney(page, ACCOUNTS.passkeyPhone);
});

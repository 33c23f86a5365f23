import { test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { passkeyJourney } from '../support/passkeys';

test('a client adds a passkey in Account, signs in with it instead of the code, renames and removes it', async ({
  page,
}) => {
  await passkeyJourney(page, ACCOUNTS.passkey);
});

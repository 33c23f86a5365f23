import type { TestContext } from './context';
import { addFirm, addStaff } from './firms';
import { tokenFor } from './sessions';

/** A back-office call with the bearer token; a payload, when given, goes as JSON. */
export const callAs = (
  ctx: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: unknown,
) =>
  ctx.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

/** A token of a new adviser of the demo firm. */
export const newAdviserToken = async (ctx: TestContext) =>
  (await tokenFor(ctx.app, (await addStaff(ctx, 'adviser')).email)).token;

/** A second firm (see `addFirm`) and a token of its admin, to show one firm's staff never reach another's. */
export async function otherFirmWithAdmin(ctx: TestContext) {
  const other = await addFirm(ctx);
  return { other, otherAdmin: (await tokenFor(ctx.app, other.admin.email)).token };
}

/**
 * The API list behind a back-office address My work links to (the same path and query under /v1, except the
 * import page, which lists the waiting previews).
 */
export const apiListOf = (to: string) => `/v1${to.replace(/^\/admin\/import\b/, '/admin/imports/previews')}`;

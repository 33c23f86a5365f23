import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkingSerializer, jsonSchemaSerializer } from './serializer';

const Policy = z
  .object({
    uuid: z.uuid(),
    value: z.number(),
    provider: z.object({ name: z.string(), website: z.string().nullable() }),
    note: z.string().optional(),
  })
  .meta({ id: 'SerializerTestPolicy' });
const route = { schema: Policy, method: 'GET', url: '/v1/test', httpStatus: '200' };
const policy = {
  uuid: '7f1c1c5e-2b1a-4c1e-9a7a-1b2c3d4e5f60',
  value: 1234.5,
  provider: { name: 'Quilter', website: null },
};

describe('response serialisers', () => {
  // The id is in zod's global registry, which the OpenAPI document reads: other files share it (isolate: false).
  afterAll(() => z.globalRegistry.remove(Policy));

  it('send only the fields the contract declares', () => {
    const serialize = jsonSchemaSerializer(route);
    const sent = JSON.parse(
      serialize({ ...policy, passwordHash: 'secret', provider: { ...policy.provider, id: 7 } }),
    );
    expect(sent).toEqual(policy);
  });

  it('agree on a valid answer, in tests', () => {
    expect(JSON.parse(checkingSerializer(route)(policy))).toEqual(policy);
  });

  it('refuse an answer its contract does not describe, in tests', () => {
    expect(() => checkingSerializer(route)({ ...policy, value: 'lots' })).toThrow();
  });
});

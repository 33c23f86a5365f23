import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ResponseSchema = Parameters<typeof zodSerializerCompiler>[0]['schema'];

/**
 * A response schema as plain JSON Schema, every part inline: an empty registry instead of zod's global one,
 * so the ids the OpenAPI document uses for its components do not become references here.
 */
const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
    metadata: z.registry(),
  }) as Record<string, unknown>;

type Serialize = (data: unknown) => string;

/**
 * Each contract's serialiser, made once a process: the function fast-json-stringify writes depends on the
 * schema alone, and writing one for every answer of every call was 60% of an app's start (a test process
 * starts some 140 apps on the same contracts).
 */
const madeFor = new WeakMap<object, Serialize>();

/**
 * Answers serialised from the contracts' JSON Schema by fast-json-stringify: only the declared fields leave
 * the server, without parsing every answer through zod (about 2–3 times the CPU; see ADR 0005).
 */
export const jsonSchemaSerializer: FastifySerializerCompiler<ResponseSchema> = ({ schema }) => {
  const contract = schema as z.ZodType;
  let serialize = madeFor.get(contract);
  if (!serialize) {
    serialize = fastJsonStringify(jsonSchemaOf(contract)) as Serialize;
    madeFor.set(contract, serialize);
  }
  return serialize;
};

/**
 * For tests: every answer is also checked against its zod schema, and the two serialisers must agree, so a
 * contract fast-json-stringify reads differently from zod fails a test instead of reaching a client.
 */
export const checkingSerializer: FastifySerializerCompiler<ResponseSchema> = (route) => {
  const checked = zodSerializerCompiler(route);
  const fast = jsonSchemaSerializer(route);
  return (data) => {
    const expected = checked(data);
    const actual = fast(data);
    if (!isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected))) {
      throw new Error(
        `${route.method} ${route.url} ${route.httpStatus}: serialisers disagree: ${actual} ≠ ${expected}`,
      );
    }
    return actual;
  };
};

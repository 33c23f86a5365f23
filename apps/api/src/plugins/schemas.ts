import fp from 'fastify-plugin';
import { checkingSerializer, jsonSchemaSerializer } from '@/shared/routes/serializer';
import { validatorCompiler } from '@/shared/routes/validation';

/**
 * How the contracts' schemas run: zod checks what comes in (its failures in plain words); each answer is written from its JSON Schema
 * (fast-json-stringify), and with `checkResponses` (tests) checked against its zod schema too.
 */
export default fp<{ checkResponses: boolean }>(
  async (app, { checkResponses }) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(checkResponses ? checkingSerializer : jsonSchemaSerializer);
  },
  { name: 'schemas' },
);

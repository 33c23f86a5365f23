import type { FastifySchemaCompiler } from 'fastify';
import { type $ZodType, safeParse } from 'zod/v4/core';
import { fieldName } from '@/shared/errors';
import { plainMessage } from './plain-messages';

/** Marks a validation problem as this compiler's, so the error handler knows the shape it reads. */
const FIELD_PROBLEM = Symbol('field problem');

interface FieldProblem {
  [FIELD_PROBLEM]: true;
  path: PropertyKey[];
  message: string;
}

/**
 * Checks what comes in against the contract's zod schema. A field the contract gave no message for is
 * described in plain words (plain-messages.ts), never in the schema's own wording.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { error: plainMessage });
    if (!result.error) return { value: result.data };
    const problems: FieldProblem[] = result.error.issues.map((issue) => ({
      [FIELD_PROBLEM]: true,
      path: issue.path,
      message: issue.message,
    }));
    // Fastify keeps the array as the error's `validation`; its own type wants Ajv's shape.
    return { error: problems as never };
  };

/** The `{ field: [messages] }` of a failed check by validatorCompiler, or null for any other error. */
export function fieldErrorsOf(error: { validation?: unknown; validationContext?: string }) {
  const problems = error.validation;
  if (!Array.isArray(problems) || !problems.every((problem) => problem?.[FIELD_PROBLEM])) return null;
  const errors: Record<string, string[]> = {};
  for (const { path, message } of problems as FieldProblem[]) {
    const field = fieldName(path, error.validationContext ?? 'body');
    errors[field] = [...(errors[field] ?? []), message];
  }
  return errors;
}

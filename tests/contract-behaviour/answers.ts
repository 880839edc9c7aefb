import { expect } from 'vitest';
import type { z } from 'zod';
import { errorResponseSchema } from '@contract/common';
import type { BackendAnswer } from './backend';

/** The password every user of the suite signs up with. */
export const PASSWORD = 'Bread-and-butter-42';

let sequence = 0;
export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${(sequence += 1)}@example.com`;

/** The answer's body, parsed with the contract, once its status is the one expected. */
export function ok<S extends z.ZodType>(
  answer: BackendAnswer,
  schema: S,
  status = 200,
): z.output<S> {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return schema.parse(answer.body);
}

/** The error message of a refusal, once its status is the one expected. */
export function failure(answer: BackendAnswer, status: number): string {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const body = errorResponseSchema.parse(answer.body);
  expect(body.success).toBe(false);
  return body.error;
}

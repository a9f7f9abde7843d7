import type { ValidateFunction } from 'ajv';
import { createSchemaAjv } from '../../../openapi/argument-validator.ts';
import type { JsonSchema } from '../../../openapi/schema-converter.ts';
import { type ArmErrorDetail, ArmError } from './arm-errors.ts';
import { checkSchema, type SchemaProblem } from './arm-schema-check.ts';

/** Where an Ajv error points, as ARM names a field (`properties.hardwareProfile.vmSize`). */
export function errorTarget(error: Pick<SchemaProblem, 'instancePath' | 'keyword' | 'params'>): string {
  const base = error.instancePath.slice(1).replace(/\//g, '.');
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    return base === '' ? missing : `${base}.${missing}`;
  }
  return base;
}

/**
 * Checks values against converted JSON Schemas: by walking them (checkSchema), and, for a second opinion,
 * with Ajv, compiling each schema once (the converter hands out the same object for the same definition,
 * so operations that share a body share a compiled validator).
 */
export class SchemaValidator {
  readonly #ajv = createSchemaAjv();
  readonly #compiled = new WeakMap<object, ValidateFunction>();

  /** What is wrong with `value` (the first 10 problems), or [] when it is valid. */
  errors(schema: JsonSchema | undefined, value: unknown): SchemaProblem[] {
    return checkSchema(schema, value);
  }

  /** Ajv's verdict on the same question (slower: a compile per schema). */
  ajvErrors(schema: JsonSchema | undefined, value: unknown): SchemaProblem[] {
    if (schema === undefined || typeof schema === 'boolean') return [];
    let validate = this.#compiled.get(schema);
    if (!validate) {
      try {
        validate = this.#ajv.compile(schema);
      } catch {
        validate = Object.assign(() => true, { errors: null }) as unknown as ValidateFunction;
      }
      this.#compiled.set(schema, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map((error) => ({
      instancePath: error.instancePath,
      keyword: error.keyword,
      message: error.message ?? '',
      params: error.params as Record<string, unknown>,
    }));
  }

  /** Throws ARM's 400 `InvalidRequestContent`, naming each field that is missing or wrong. */
  checkRequestBody(schema: JsonSchema | undefined, body: unknown): void {
    const errors = this.errors(schema, body).filter(
      // Unknown properties are ignored, as ARM's providers do (and `allOf` members that forbid extra
      // properties would otherwise reject each other's).
      (error) => !['anyOf', 'oneOf', 'allOf', 'if', 'additionalProperties'].includes(error.keyword),
    );
    if (errors.length === 0) return;
    const details: ArmErrorDetail[] = errors.slice(0, 10).map((error) => {
      const target = errorTarget(error);
      if (error.keyword === 'required')
        return { code: 'MissingRequiredProperty', target, message: `The property '${target}' is required.` };
      const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues;
      return {
        code: 'InvalidPropertyValue',
        target,
        message: `The value of '${target || 'body'}' ${error.message ?? 'is invalid'}${
          allowed ? `: ${allowed.map((value) => JSON.stringify(value)).join(', ')}` : ''
        }.`,
      };
    });
    throw new ArmError(
      400,
      'InvalidRequestContent',
      `The request content was invalid: ${details.map((detail) => detail.message).join(' ')}`,
      details,
    );
  }
}

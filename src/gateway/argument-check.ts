import type { ValidateFunction } from 'ajv';
import type { ToolSpec } from '../catalog/index.ts';
import { createSchemaAjv } from '../openapi/index.ts';

/** Checks call arguments against each tool's JSON Schema, compiling a schema once, on first use. */
export class ArgumentCheck {
  private readonly ajv = createSchemaAjv();
  private readonly compiled = new Map<string, ValidateFunction | string>();

  /** Every violation as a readable line; empty when the arguments are valid. */
  violations(tool: ToolSpec, args: unknown): string[] {
    let validate = this.compiled.get(tool.name);
    if (validate === undefined) {
      try {
        validate = this.ajv.compile(tool.inputSchema);
      } catch (error) {
        // A schema the validator cannot compile is the upstream's problem; let the upstream judge.
        validate = `schema not checked: ${(error as Error).message}`;
      }
      this.compiled.set(tool.name, validate);
    }
    if (typeof validate === 'string' || validate(args)) return [];
    return (validate.errors ?? []).map((error) => {
      const where =
        error.instancePath === '' ? 'arguments' : error.instancePath.slice(1).replaceAll('/', '.');
      const extra =
        error.keyword === 'additionalProperties'
          ? ` (${String((error.params as { additionalProperty?: string }).additionalProperty)})`
          : error.keyword === 'enum'
            ? ` (${JSON.stringify((error.params as { allowedValues?: unknown[] }).allowedValues)})`
            : '';
      return `${where} ${error.message ?? 'is invalid'}${extra}`;
    });
  }
}

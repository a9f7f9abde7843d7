import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { OpenapiTool } from './openapi-types.ts';

type AddFormats = (ajv: Ajv) => Ajv;
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ??
  addFormatsModule) as unknown as AddFormats;

/** An Ajv instance as the converter's tests and executor use it: strict mode off, standard formats. */
export function createSchemaAjv(): Ajv {
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    logger: false,
    addUsedSchema: false,
    code: { optimize: false },
  });
  addFormats(ajv);
  return ajv;
}

/** Names of tools whose input schema does not compile, with the validator's message. */
export function findInvalidSchemas(
  tools: OpenapiTool[],
  ajv = createSchemaAjv(),
): Array<{ name: string; error: string }> {
  const invalid: Array<{ name: string; error: string }> = [];
  for (const tool of tools) {
    try {
      ajv.compile(tool.spec.inputSchema);
    } catch (error) {
      invalid.push({
        name: tool.spec.name,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return invalid;
}

/** Compiles each tool's input schema once, on first use, and checks arguments against it. */
export class ArgumentValidator {
  readonly #ajv = createSchemaAjv();
  readonly #compiled = new Map<string, ValidateFunction>();

  /** Returns a readable list of problems, or undefined when the arguments are valid. */
  check(tool: OpenapiTool, args: unknown): string | undefined {
    let validate = this.#compiled.get(tool.spec.name);
    if (!validate) {
      validate = this.#ajv.compile(tool.spec.inputSchema);
      this.#compiled.set(tool.spec.name, validate);
    }
    if (validate(args)) return undefined;
    return (validate.errors ?? [])
      .slice(0, 10)
      .map((error) => {
        const where =
          error.instancePath === '' ? 'arguments' : error.instancePath.slice(1).replace(/\//g, '.');
        return `${where} ${error.message ?? 'is invalid'}`;
      })
      .join('; ');
  }
}

import type { ToolSpec } from '../catalog/tool-spec.ts';
import { type LoadedConversion, type LoadOptions, loadOpenapiConversion } from './conversion-cache.ts';
import { createOpenapiExecutor, type ExecutorOptions, type OpenapiExecutor } from './openapi-executor.ts';
import { discoverSpecSources } from './spec-sources.ts';

export interface OpenapiSourceOptions extends LoadOptions {
  /** Service name for inputs that are single files or folders outside a corpus. */
  service?: string;
  executor?: ExecutorOptions;
}

/** OpenAPI specs as a tool source: the converted tools and the executor that calls them. */
export interface OpenapiSource {
  tools: ToolSpec[];
  executor: OpenapiExecutor;
  conversion: LoadedConversion;
}

/**
 * Converts (or loads from cache) the specs at `inputs` — corpus roots, service folders or spec
 * files — and returns their tools with an executor; this is how the gateway plugs OpenAPI in.
 */
export async function createOpenapiSource(
  inputs: string[],
  options: OpenapiSourceOptions = {},
): Promise<OpenapiSource> {
  const conversion = await loadOpenapiConversion(discoverSpecSources(inputs, options.service), options);
  return {
    tools: conversion.tools.map((tool) => tool.spec),
    executor: createOpenapiExecutor(conversion.tools, options.executor),
    conversion,
  };
}

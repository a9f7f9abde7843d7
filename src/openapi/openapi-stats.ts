import type { OpenapiConversion, SkippedOperation } from './openapi-types.ts';

/** TheMCPCompany's Table 1 columns for one service, plus what was skipped. */
export interface ServiceStats {
  service: string;
  tools: number;
  /** Mean number of top-level arguments per tool. */
  avgArgs: number;
  /** Percentage of tools with at least one array or object argument. */
  complexPct: number;
  skipped: number;
}

export interface OpenapiStats {
  services: ServiceStats[];
  total: ServiceStats;
  /** Input schemas that do not compile with a JSON Schema validator (filled in by the caller). */
  invalidSchemas: number;
  skippedOperations: SkippedOperation[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** True when an argument's schema takes an array or an object (directly or through a composition). */
export function isComplexSchema(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('array') || types.includes('object')) return true;
  if (schema.type === undefined && (isObject(schema.properties) || schema.items !== undefined)) return true;
  for (const keyword of ['anyOf', 'oneOf', 'allOf']) {
    const members = schema[keyword];
    if (Array.isArray(members) && members.some(isComplexSchema)) return true;
  }
  return false;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function summarise(service: string, argCounts: number[], complex: number, skipped: number): ServiceStats {
  const tools = argCounts.length;
  const args = argCounts.reduce((sum, count) => sum + count, 0);
  return {
    service,
    tools,
    avgArgs: tools === 0 ? 0 : round(args / tools, 2),
    complexPct: tools === 0 ? 0 : round((complex / tools) * 100, 1),
    skipped,
  };
}

/** Per-service and total tool counts, argument counts and complex-argument share. */
export function computeOpenapiStats(conversion: OpenapiConversion, invalidSchemas = 0): OpenapiStats {
  const perService = new Map<string, { args: number[]; complex: number; skipped: number }>();
  const entry = (service: string) => {
    let found = perService.get(service);
    if (!found) {
      found = { args: [], complex: 0, skipped: 0 };
      perService.set(service, found);
    }
    return found;
  };
  for (const tool of conversion.tools) {
    const stats = entry(tool.spec.server);
    const properties = Object.values(tool.spec.inputSchema.properties ?? {});
    stats.args.push(properties.length);
    if (properties.some(isComplexSchema)) stats.complex++;
  }
  for (const skipped of conversion.skipped) entry(skipped.service).skipped++;
  const services = [...perService.entries()]
    .map(([service, stats]) => summarise(service, stats.args, stats.complex, stats.skipped))
    .sort((a, b) => b.tools - a.tools || a.service.localeCompare(b.service));
  const all = [...perService.values()];
  const total = summarise(
    'total',
    all.flatMap((stats) => stats.args),
    all.reduce((sum, stats) => sum + stats.complex, 0),
    conversion.skipped.length,
  );
  return {
    services,
    total,
    invalidSchemas,
    skippedOperations: conversion.skipped,
  };
}

/** The stats as a Markdown table, followed by every skipped operation and its reason. */
export function formatOpenapiStats(stats: OpenapiStats): string {
  const row = (s: ServiceStats) =>
    `| ${s.service} | ${s.tools.toLocaleString('en-US')} | ${s.avgArgs.toFixed(2)} | ${s.complexPct.toFixed(1)}% | ${s.skipped} |`;
  const lines = [
    '| service | tools | avg args | with array/object args | skipped |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...stats.services.map(row),
    row({ ...stats.total, service: '**total**' }),
    '',
    `Invalid input schemas: ${stats.invalidSchemas}`,
  ];
  if (stats.skippedOperations.length > 0) {
    lines.push('', 'Skipped operations:');
    for (const skipped of stats.skippedOperations) {
      lines.push(`- ${skipped.service} ${skipped.file} ${skipped.method} ${skipped.path}: ${skipped.reason}`);
    }
  }
  return lines.join('\n');
}

import * as v from 'valibot';
import {
  DEFAULT_SITE_CONFIG,
  REMOTE_NAMES,
  RemotesMapSchema,
  SiteConfigSchema,
  type RemotesMap,
  type SiteConfig,
} from '@gagyeong/contracts';
import { defaultRemotesMap } from './remotes';

/** A configuration problem found at start-up; main.ts prints it and exits. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

type PlainObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys whose value is replaced whole, never merged (a variant: firebase must not keep apiBase). */
const REPLACED_KEYS = new Set(['backend']);

/** Overrides win; nested objects merge key by key, except the REPLACED_KEYS. */
export function mergeConfig(base: PlainObject, override: PlainObject): PlainObject {
  const result: PlainObject = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = result[key];
    result[key] =
      !REPLACED_KEYS.has(key) && isPlainObject(current) && isPlainObject(value) ? mergeConfig(current, value) : value;
  }
  return result;
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((issue) => `  - ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('\n');
}

function rejectUnknownKeys(source: string, value: PlainObject, known: readonly string[]): void {
  const unknown = Object.keys(value).filter((key) => !known.includes(key));
  if (unknown.length > 0) {
    throw new ConfigError(`${source}: unknown key(s) ${unknown.join(', ')} (expected: ${known.join(', ')})`);
  }
}

/**
 * The runtime config: DEFAULT_SITE_CONFIG with each override merged over it in order, validated
 * against the contracts' SiteConfigSchema. Throws ConfigError naming every invalid field.
 */
export function resolveSiteConfig(overrides: readonly { source: string; value: unknown }[]): SiteConfig {
  let merged: PlainObject = { ...DEFAULT_SITE_CONFIG };
  for (const { source, value } of overrides) {
    if (!isPlainObject(value)) throw new ConfigError(`${source}: must be a JSON object`);
    rejectUnknownKeys(source, value, Object.keys(SiteConfigSchema.entries));
    merged = mergeConfig(merged, value);
  }
  return validateSiteConfig(merged);
}

export function validateSiteConfig(value: unknown): SiteConfig {
  const result = v.safeParse(SiteConfigSchema, value);
  if (!result.success) throw new ConfigError(`invalid site config:\n${describeIssues(result.issues)}`);
  return result.output;
}

/** The default remotes map with `override` (one entry or all) merged over it, validated. */
export function resolveRemotesMap(override?: { source: string; value: unknown }): RemotesMap {
  const base = defaultRemotesMap();
  if (!override) return base;
  if (!isPlainObject(override.value)) throw new ConfigError(`${override.source}: must be a JSON object`);
  rejectUnknownKeys(override.source, override.value, REMOTE_NAMES);
  return validateRemotesMap({ ...base, ...override.value });
}

export function validateRemotesMap(value: unknown): RemotesMap {
  const result = v.safeParse(RemotesMapSchema, value);
  if (!result.success) throw new ConfigError(`invalid remotes map:\n${describeIssues(result.issues)}`);
  return result.output;
}

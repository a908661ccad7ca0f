// @vitest-environment node
import { DISCOVERY_FORMAT } from '@codekade/shared/discovery-format';
import { DISCOVERY_LIMITS } from '@codekade/shared/discovery-reader';
import { describe, expect, it } from 'vitest';
import { productionDiscovery } from '../lib/discovery-document.mjs';
import { DISCOVERY_SCHEMA_FILE, discoveryJsonSchema } from './discovery-json-schema';

type JsonSchema = {
  type?: string;
  const?: unknown;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  pattern?: string;
  maxItems?: number;
  minItems?: number;
  maxLength?: number;
  minLength?: number;
};

/** The few JSON Schema keywords the generated schema uses, checked as a JSON Schema validator would. */
function problems(schema: JsonSchema, value: unknown, at = '$'): string[] {
  const found: string[] = [];
  if (schema.const !== undefined && value !== schema.const) found.push(`${at} is not ${String(schema.const)}`);
  if (schema.type === 'object') {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${at} is not an object`];
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in record)) found.push(`${at}.${key} is missing`);
    for (const [key, inner] of Object.entries(schema.properties ?? {}))
      if (key in record) found.push(...problems(inner, record[key], `${at}.${key}`));
  }
  if (schema.type === 'array') {
    if (!Array.isArray(value)) return [`${at} is not an array`];
    if (schema.minItems !== undefined && value.length < schema.minItems) found.push(`${at} has too few items`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems) found.push(`${at} has too many items`);
    for (const [index, item] of value.entries())
      if (schema.items) found.push(...problems(schema.items, item, `${at}[${index}]`));
  }
  if (schema.type === 'string') {
    if (typeof value !== 'string') return [`${at} is not a string`];
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) found.push(`${at} does not match`);
    if (schema.maxLength !== undefined && value.length > schema.maxLength) found.push(`${at} is too long`);
    if (schema.minLength !== undefined && value.length < schema.minLength) found.push(`${at} is too short`);
  }
  if (schema.type === 'number' && typeof value !== 'number') found.push(`${at} is not a number`);
  return found;
}

describe("the discovery document's JSON Schema", () => {
  const schema = discoveryJsonSchema() as JsonSchema & { $schema?: string; title?: string };

  it('is published beside the document, in JSON Schema draft 07', () => {
    expect(DISCOVERY_SCHEMA_FILE).toBe('discovery.schema.json');
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(schema.title).toContain(DISCOVERY_FORMAT);
  });

  it('says what the reader refuses: the format, the names, the base paths, the limits', () => {
    expect(schema.properties?.format?.const).toBe(DISCOVERY_FORMAT);
    const entry = schema.properties?.remotes?.items;
    expect(schema.properties?.remotes?.maxItems).toBe(DISCOVERY_LIMITS.remotes);
    expect(entry?.required).toEqual(expect.arrayContaining(['name', 'manifest', 'area']));
    expect(entry?.properties?.name?.pattern).toBeDefined();
    const basePaths = entry?.properties?.area?.properties?.basePaths;
    expect(basePaths?.maxItems).toBe(DISCOVERY_LIMITS.basePaths);
    expect(basePaths?.items?.pattern).toBeDefined();
    // Issue 48: the served version and the pins of each version's manifest.
    expect(entry?.properties?.version?.pattern).toBeDefined();
    expect(entry?.required).not.toContain('version');
    const pin = entry?.properties?.pins?.items;
    expect(pin?.required).toEqual(['version', 'integrity']);
    expect(new RegExp(pin?.properties?.integrity?.pattern ?? '', 'u').test(`sha384-${'A'.repeat(64)}`)).toBe(true);
    expect(new RegExp(pin?.properties?.integrity?.pattern ?? '', 'u').test('sha256-abc')).toBe(false);
  });

  it('takes the document the site releases, and refuses a broken one', () => {
    expect(problems(schema, productionDiscovery())).toEqual([]);
    const broken = structuredClone(productionDiscovery()) as { format: string; remotes: Record<string, unknown>[] };
    broken.remotes[0] = { ...broken.remotes[0], name: 'jobs; alert(1)' };
    expect(problems(schema, broken)).toEqual(['$.remotes[0].name does not match']);
    expect(problems(schema, { format: 'other', remotes: [] })).toEqual([`$.format is not ${DISCOVERY_FORMAT}`]);
  });
});

/**
 * The discovery document's JSON Schema, generated from the schema its reader reads with
 * (@codekade/shared/discovery-schema) and published beside the document as `discovery.schema.json`:
 * in the shell's build (discovery-json-plugin.ts) and in the document's own release
 * (`pnpm release:discovery`), so a team or a tool can check a document before it is released. What
 * JSON Schema cannot say (a canonical path, paths that overlap, a URL relative to the page) only the
 * reader checks; the schema says so in its description.
 */
import { DISCOVERY_FORMAT, DISCOVERY_PATH } from '@codekade/shared/discovery-format';
import { discoveryDocumentSchema } from '@codekade/shared/discovery-schema';
import { toJsonSchema } from '@valibot/to-json-schema';

/** The schema's file, beside the document. */
export const DISCOVERY_SCHEMA_FILE = DISCOVERY_PATH.slice(1).replace(/\.json$/, '.schema.json');

/** The JSON Schema (draft 07) of a discovery document: its dialect, title and description first. */
export function discoveryJsonSchema() {
  const { $schema, ...schema } = toJsonSchema(discoveryDocumentSchema, { errorMode: 'ignore' });
  return {
    $schema,
    title: `Discovery document (${DISCOVERY_FORMAT})`,
    description:
      "The site's areas, for the shell and its composer: each remote's federation name, manifest URL, the version it serves with the SHA-384 pins of its versions' manifests (docs/integrity.md), area and menu links (docs/discovery.md). The shell's reader checks more than this schema can say: base paths are canonical and no two areas' paths nest (only / sits beside others), a manifest URL resolves to http(s), a served version is one the entry pins and no version is pinned twice. An entry that fails is left out; a document of another format gives no areas.",
    ...schema,
  };
}

/** The schema as the published file's text. */
export const discoveryJsonSchemaText = () => `${JSON.stringify(discoveryJsonSchema(), null, 2)}\n`;

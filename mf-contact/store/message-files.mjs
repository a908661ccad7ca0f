// @ts-check
/**
 * The store's disk: one JSON file per accepted document, written to a temporary file, flushed to
 * disk and renamed into place (and the directory flushed) before the commit is answered, so an
 * acknowledged message survives a crash and a half-written one is never read back.
 */
import { createHash } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Timestamp } from '@codekade/platform/store/firestore-values';

/**
 * A stored document: its path, the commit time and its fields (strings and timestamps as text).
 * @typedef {{ path: string, storedAt: string, fields: Record<string, unknown> }} StoredDocument
 * @typedef {{ name: string, reason: string }} UnreadableFile a document file that could not be read, and why
 * @typedef {import('@codekade/platform/store/firestore-values').DecodedMap} DecodedMap
 */

const FILE_SUFFIX = '.json';
const TEMPORARY_SUFFIX = '.tmp';
/** Where unreadable document files are moved, out of the way of the store and the inbox. */
export const QUARANTINE_DIR = 'quarantine';
const QUARANTINE_SUFFIX = '.corrupt';

/**
 * @param {unknown} value a DecodedValue
 * @returns {unknown}
 */
function toPlain(value) {
  if (value instanceof Timestamp) return value.iso;
  if (value instanceof Map) return Object.fromEntries([...value].map(([key, item]) => [key, toPlain(item)]));
  if (Array.isArray(value)) return value.map(toPlain);
  if (typeof value === 'bigint') return String(value);
  return value;
}

/** Sorting file names sorts by commit time; the hash keeps any document id a valid file name. */
export function fileNameFor(/** @type {string} */ path, /** @type {string} */ storedAt) {
  const hash = createHash('sha256').update(path).digest('hex').slice(0, 20);
  return `${storedAt.replace(/[^0-9]/g, '')}-${hash}${FILE_SUFFIX}`;
}

/** @param {string} dir */
async function flushDirectory(dir) {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } catch (error) {
    // Windows cannot flush a directory; its rename is already durable.
    if (!['EISDIR', 'EPERM', 'EINVAL'].includes(/** @type {NodeJS.ErrnoException} */ (error).code ?? '')) throw error;
  } finally {
    await handle.close();
  }
}

/**
 * @param {unknown} value parsed JSON of a document file
 * @returns {value is StoredDocument}
 */
function isStoredDocument(value) {
  if (typeof value !== 'object' || value === null) return false;
  const { path, storedAt, fields } = /** @type {Record<string, unknown>} */ (value);
  return (
    typeof path === 'string' &&
    typeof storedAt === 'string' &&
    !Number.isNaN(Date.parse(storedAt)) &&
    typeof fields === 'object' &&
    fields !== null &&
    !Array.isArray(fields)
  );
}

/**
 * Every document file in the folder, newest first, and the files that could not be read as one
 * (empty, cut off, not JSON, not a stored document, not a readable file). An unreadable file never
 * stops the others from being read.
 * @param {string} dataDir
 * @returns {Promise<{ documents: StoredDocument[], entries: { name: string, document: StoredDocument }[], unreadable: UnreadableFile[] }>}
 */
export async function readMessageFolder(dataDir) {
  let names;
  try {
    names = await readdir(dataDir);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT')
      return { documents: [], entries: [], unreadable: [] };
    throw error;
  }
  const files = names
    .filter((name) => name.endsWith(FILE_SUFFIX) && !name.startsWith('.'))
    .sort()
    .reverse();
  const results = await Promise.all(
    files.map(async (name) => {
      try {
        const document = JSON.parse(await readFile(join(dataDir, name), 'utf8'));
        if (isStoredDocument(document)) return { document, name };
        return { unreadable: { name, reason: 'not a stored document (path, storedAt or fields missing)' } };
      } catch (error) {
        return { unreadable: { name, reason: /** @type {Error} */ (error).message } };
      }
    }),
  );
  /** @type {{ name: string, document: StoredDocument }[]} */
  const entries = results.flatMap((result) =>
    result.document ? [{ name: result.name, document: result.document }] : [],
  );
  return {
    documents: entries.map((entry) => entry.document),
    entries,
    unreadable: results.flatMap((result) => (result.unreadable ? [result.unreadable] : [])),
  };
}

/**
 * @param {string} dataDir
 * @returns {Promise<StoredDocument[]>} every readable stored document, newest first
 */
export async function readStoredDocuments(dataDir) {
  return (await readMessageFolder(dataDir)).documents;
}

/**
 * Moves unreadable files into `quarantine/` so the store starts and the inbox lists the rest; the
 * file is kept for someone to look at. A file that cannot be moved is left and skipped.
 * @param {string} dataDir
 * @param {UnreadableFile[]} unreadable
 */
async function setAside(dataDir, unreadable) {
  if (unreadable.length === 0) return;
  const quarantine = join(dataDir, QUARANTINE_DIR);
  await mkdir(quarantine, { recursive: true });
  for (const { name, reason } of unreadable) {
    // A later file of the same name never replaces one already set aside.
    const target = join(quarantine, `${name}.${Date.now()}${QUARANTINE_SUFFIX}`);
    try {
      await rename(join(dataDir, name), target);
      console.warn(`Contact store: set aside unreadable message file ${name} (${reason}); moved to ${target}.`);
    } catch (error) {
      console.warn(
        `Contact store: skipped unreadable message file ${name} (${reason}); could not move it aside: ${/** @type {Error} */ (error).message}`,
      );
    }
  }
}

/**
 * Opens (creating it if needed) the data directory.
 * @param {string} dataDir
 */
export async function openMessageFiles(dataDir) {
  await mkdir(dataDir, { recursive: true });
  for (const name of await readdir(dataDir)) {
    // A write interrupted by a crash was never acknowledged, so its leftover is dropped.
    if (name.endsWith(TEMPORARY_SUFFIX)) await rm(join(dataDir, name), { force: true });
  }
  const { entries, unreadable } = await readMessageFolder(dataDir);
  await setAside(dataDir, unreadable);
  /** Where each stored document lives: its file name and commit time. */
  const files = new Map(entries.map(({ name, document }) => [document.path, name]));
  let temporaryCounter = 0;

  /**
   * Writes a document file durably: temporary file, flush, rename into place.
   * @param {string} fileName
   * @param {StoredDocument} document
   */
  async function writeFileDurably(fileName, document) {
    const temporary = join(dataDir, `.${fileName}.${process.pid}-${temporaryCounter++}${TEMPORARY_SUFFIX}`);
    const handle = await open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(`${JSON.stringify(document, null, 2)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await rename(temporary, join(dataDir, fileName));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  /**
   * @param {string} path
   * @param {DecodedMap} data
   * @param {string} storedAt
   */
  async function writeDocument(path, data, storedAt) {
    /** @type {StoredDocument} */
    const document = { path, storedAt, fields: /** @type {Record<string, unknown>} */ (toPlain(data)) };
    await writeFileDurably(fileNameFor(path, storedAt), document);
  }

  /**
   * The stored document at `path`, read afresh from its file, or null.
   * @param {string} path
   * @returns {Promise<StoredDocument | null>}
   */
  async function read(path) {
    const fileName = files.get(path);
    if (!fileName) return null;
    try {
      const document = JSON.parse(await readFile(join(dataDir, fileName), 'utf8'));
      return isStoredDocument(document) ? document : null;
    } catch (error) {
      // Still being written (its path is taken before the file is in place), or erased by
      // `npm run messages -- --erase`. Either way the path stays taken: forgetting it here once let
      // a repeated write of a message being saved store it twice.
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
      throw error;
    }
  }

  return {
    dataDir,
    /** @param {string} path */
    has: (path) => files.has(path),
    read,
    /** Every stored document's path, in commit order. */
    paths: () => [...files.keys()],
    /**
     * Sets top-level fields of a stored document (server code only: the delivery function's
     * `delivery` and `expireAt`), durably; the fields a visitor sent are never touched here.
     * @param {string} path
     * @param {Record<string, unknown>} fields plain JSON values (dates become text)
     * @returns {Promise<boolean>} false when the document no longer exists
     */
    async update(path, fields) {
      const document = await read(path);
      const fileName = files.get(path);
      if (!document || !fileName) return false;
      const changed = JSON.parse(JSON.stringify(fields));
      await writeFileDurably(fileName, { ...document, fields: { ...document.fields, ...changed } });
      return true;
    },
    /**
     * Deletes a stored document (retention, erasure).
     * @param {string} path
     */
    async remove(path) {
      const fileName = files.get(path);
      if (!fileName) return;
      files.delete(path);
      await rm(join(dataDir, fileName), { force: true });
      await flushDirectory(dataDir);
    },
    /**
     * Stores the documents of one commit durably. Their paths are taken before the first await,
     * so a concurrent commit to the same path sees them as existing; a failure releases them.
     * @param {{ path: string, data: DecodedMap }[]} documents
     * @param {string} storedAt commit time
     */
    async save(documents, storedAt) {
      for (const { path } of documents) files.set(path, fileNameFor(path, storedAt));
      try {
        await Promise.all(documents.map(({ path, data }) => writeDocument(path, data, storedAt)));
        await flushDirectory(dataDir);
      } catch (error) {
        for (const { path } of documents) files.delete(path);
        await Promise.all(documents.map(({ path }) => rm(join(dataDir, fileNameFor(path, storedAt)), { force: true })));
        throw error;
      }
    },
  };
}

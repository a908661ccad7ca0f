// @vitest-environment node
/**
 * Every repository path the README and the topic pages in docs/ name exists: in backticks
 * (`shell/server/composer.ts`, `composer.ts`, `features/remotes`, `@codekade/shared/layout-store`, a
 * glob with a folder, the files a command line names) and in links (`[…](docs/releases.md#roll-back)`,
 * anchors included). URLs, site paths (`/diensten`), other packages' modules, words and build output
 * (`dist/`, `remotes.json`) are no files of the repository and are skipped; a placeholder path
 * (`mf-services/src/content/details/<name>.ts`) and a build output's path need their folder.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './run.mjs';

/** Files of the working tree: tracked, and new ones git does not ignore (build output is ignored). */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
  cwd: repoRoot,
  encoding: 'utf8',
})
  .split('\0')
  .filter(Boolean);
const folders = new Set(
  files.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
  ),
);

/** What builds and runs write, named in the docs but never committed. */
const BUILD_OUTPUT_SEGMENT = /^(dist|dist-[\w-]+|static|ssr|\.data|node_modules|test-results)$/;
const GENERATED_FILES = new Set([
  'remotes.json',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'release-ledger.json',
  'versions.json',
  'discovery.json',
  'discovery.schema.json',
  'index.json',
  'security.txt',
  '.env',
]);
const FILE_EXTENSION = /\.(ts|tsx|mts|mjs|js|json|md|css|yml|yaml|html|png|svg|rules|txt|webmanifest)$/;
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];

const manifests = files
  .filter((file) => file === 'package.json' || file.endsWith('/package.json'))
  .map((file) => JSON.parse(readFileSync(join(repoRoot, file), 'utf8')) as Record<string, unknown>);
/** The workspace's own packages (`mf-about`, `shell`): their names are also folders, so paths. */
const workspacePackages = new Set(manifests.map((manifest) => manifest.name));
/** Every outside package a workspace package depends on: `react-dom/static` is one of their modules, no path. */
const dependencies = new Set(
  manifests
    .flatMap((manifest) =>
      ['dependencies', 'devDependencies', 'peerDependencies'].flatMap((field) =>
        Object.keys((manifest[field] as object | undefined) ?? {}),
      ),
    )
    .filter((name) => !workspacePackages.has(name)),
);

/** The GitHub Actions the workflows use (`FirebaseExtended/action-hosting-deploy`): names, no paths. */
const workflowActions = new Set(
  files
    .filter((file) => file.startsWith('.github/workflows/'))
    .flatMap((file) => [...readFileSync(join(repoRoot, file), 'utf8').matchAll(/uses:\s*([\w.-]+\/[\w.-]+)@/g)])
    .map((match) => match[1]),
);

const hasFile = (path: string) => files.includes(path);
const hasFolder = (path: string) => folders.has(path);
/** A path as the docs write it: from the root, or the tail of one (`app/mount.tsx`, `store/retention.mjs`). */
function existsAnywhere(path: string): boolean {
  const candidates = [path, ...(FILE_EXTENSION.test(path) ? [] : SOURCE_EXTENSIONS.map((ext) => `${path}${ext}`))];
  return candidates.some(
    (candidate) =>
      hasFile(candidate) ||
      hasFolder(candidate) ||
      files.some((file) => file.endsWith(`/${candidate}`)) ||
      [...folders].some((folder) => folder.endsWith(`/${candidate}`)),
  );
}

/** `@codekade/<package>/<subpath>` names one of that package's exports. */
function isWorkspaceExport(specifier: string): boolean {
  const [, name, subpath] = /^@codekade\/([\w-]+)(?:\/(.+))?$/.exec(specifier) ?? [];
  const manifestPath = files.find(
    (file) =>
      file.endsWith('/package.json') &&
      (JSON.parse(readFileSync(join(repoRoot, file), 'utf8')) as { name?: string }).name === `@codekade/${name}`,
  );
  if (!manifestPath) return false;
  if (subpath === undefined) return true;
  const manifest = JSON.parse(readFileSync(join(repoRoot, manifestPath), 'utf8')) as { exports?: object };
  return Object.keys(manifest.exports ?? {}).includes(`./${subpath}`);
}

/**
 * What a backticked text says about the repository: a path that must exist, or nothing (not a
 * path of this repository).
 */
function checkCodeSpan(text: string): 'exists' | 'missing' | undefined {
  if (/\s/.test(text)) {
    // A command line: the files it names (`node scripts/screenshots.mjs`, `tests/about.spec.ts`).
    const results = text
      .split(/\s+/)
      .filter((word) => word.includes('/') && FILE_EXTENSION.test(word))
      .map(checkCodeSpan);
    return results.includes('missing') ? 'missing' : results.includes('exists') ? 'exists' : undefined;
  }
  if (text.startsWith('/') || text.startsWith('.../')) return undefined; // a path on the site
  if (text.includes('*')) return checkGlob(text);
  if (!/^[\w.@<>/-]+$/.test(text)) return undefined; // code, URLs, ranges
  if (workflowActions.has(text)) return undefined;
  if (text.startsWith('@')) {
    if (!text.startsWith('@codekade/')) return undefined; // another package's module
    return isWorkspaceExport(text) ? 'exists' : 'missing';
  }
  const path = text.replace(/^\.\//, '').replace(/\/$/, '');
  const looksLikePath = text.includes('/') || FILE_EXTENSION.test(path) || /^\.[\w-]+$/.test(path);
  if (!looksLikePath) return undefined; // a word
  const segments = path.split('/');
  if (!FILE_EXTENSION.test(path) && dependencies.has(segments[0] ?? '')) return undefined; // `react-dom/static`
  const placeholder = segments.findIndex((segment) => segment.includes('<'));
  const output = segments.findIndex((segment) => BUILD_OUTPUT_SEGMENT.test(segment));
  const cut = [placeholder, output].filter((index) => index >= 0).sort((a, b) => a - b)[0];
  if (cut !== undefined) {
    // The folder the placeholder or the build output lies in must exist.
    const folder = segments.slice(0, cut).join('/');
    return folder === '' || existsAnywhere(folder) ? 'exists' : 'missing';
  }
  if (GENERATED_FILES.has(segments.at(-1) ?? '')) return undefined;
  return existsAnywhere(path) ? 'exists' : 'missing';
}

/**
 * A glob with a folder (`shell/server/fragment-*.ts`) must match a file; one without a folder
 * (`*.module.css`, `release-*.mjs`) or in build output (`static/**`) is a pattern, not a path.
 */
function checkGlob(glob: string): 'exists' | 'missing' | undefined {
  const folder = glob.slice(0, glob.indexOf('*'));
  if (!folder.includes('/') || folder.split('/').some((segment) => BUILD_OUTPUT_SEGMENT.test(segment)))
    return undefined;
  const pattern = new RegExp(
    `(^|/)${glob
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*/g, '\0')
      .replace(/\*/g, '[^/]*')
      .replace(/\0/g, '.*')}$`,
  );
  return files.some((file) => pattern.test(file)) ? 'exists' : 'missing';
}

/** GitHub's id of a heading: lower case, punctuation dropped, spaces as hyphens. */
const headingId = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');

function headingIds(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => headingId(match[1] ?? '')));
}

/** The text outside fenced code blocks (pictures and command examples are not references). */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '');

const docs = [
  'README.md',
  ...readdirSync(join(repoRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

describe('paths in the README and docs/', () => {
  it.each(docs)('%s names only paths that exist', (doc) => {
    const text = prose(readFileSync(join(repoRoot, doc), 'utf8'));
    const missing = [...text.matchAll(/`([^`\n]+)`/g)]
      .map((match) => match[1] ?? '')
      .filter((span) => checkCodeSpan(span) === 'missing');
    expect(missing, `${doc} names paths that do not exist`).toEqual([]);
  });

  it.each(docs)('%s links only to files and headings that exist', (doc) => {
    const text = prose(readFileSync(join(repoRoot, doc), 'utf8'));
    const broken = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1] ?? '')
      .filter((target) => !/^[a-z]+:/i.test(target))
      .filter((target) => {
        const [file = '', anchor] = target.split('#');
        const path = file === '' ? doc : normalize(join(dirname(doc), file)).replace(/\/$/, '');
        if (!hasFile(path) && !hasFolder(path)) return true;
        return anchor !== undefined && !headingIds(readFileSync(join(repoRoot, path), 'utf8')).has(anchor);
      });
    expect(broken, `${doc} links to files or headings that do not exist`).toEqual([]);
  });

  it('tells a path that exists from one that does not, and skips what is no path', () => {
    expect(checkCodeSpan('shell/server/composer.ts')).toBe('exists');
    expect(checkCodeSpan('composer.ts')).toBe('exists');
    expect(checkCodeSpan('features/remotes/yielding-plugin.ts')).toBe('exists');
    expect(checkCodeSpan('@codekade/shared/layout-store')).toBe('exists');
    expect(checkCodeSpan('mf-services/src/content/details/<name>.ts')).toBe('exists');
    expect(checkCodeSpan('mf-about/dist/ssr/')).toBe('exists');
    expect(checkCodeSpan('shell/server/fragment-body.ts')).toBe('missing');
    expect(checkCodeSpan('limit-site.mjs')).toBe('missing');
    expect(checkCodeSpan('@codekade/shared/no-such-module')).toBe('missing');
    expect(checkCodeSpan('mf-nothing/src/content/<name>.ts')).toBe('missing');
    expect(checkCodeSpan('scripts/lib/')).toBe('missing');
    expect(checkCodeSpan('docs/')).toBe('exists');
    expect(checkCodeSpan('.firebaserc')).toBe('exists');
    expect(checkCodeSpan('shell/server/fragment-*.ts')).toBe('exists');
    expect(checkCodeSpan('shell/server/fragmant-*.ts')).toBe('missing');
    expect(checkCodeSpan('node scripts/screenshots.mjs')).toBe('exists');
    expect(checkCodeSpan('cd e2e && pnpm exec playwright test tests/nothing.spec.ts')).toBe('missing');
    for (const notAPath of [
      'FirebaseExtended/action-hosting-deploy',
      '*.module.css',
      'static/**',
      'npm start',
      'https://www.codekade.nl',
      'static/**',
      '/diensten',
      'react-dom/static',
      'mf_home',
      'remotes.json',
      'BENCH_PORT_BASE',
    ])
      expect(checkCodeSpan(notAPath), notAPath).toBeUndefined();
    expect(headingId('Check one remote, and its pipeline')).toBe('check-one-remote-and-its-pipeline');
    expect(headingId('What `npm start` runs')).toBe('what-npm-start-runs');
  });
});

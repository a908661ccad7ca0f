// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACT_MAJOR } from './contract';

describe('contract version', () => {
  it('is the major version of the shared package, which federation uses to share it', () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(Number(version.split('.')[0])).toBe(CONTRACT_MAJOR);
  });
});

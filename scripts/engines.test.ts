import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// npm warns EBADENGINE at install when a package's engines.node does not accept the running Node.
// Every Node the project declares must satisfy every package the lockfile installs, so the
// declared range has to be a subset of each package's range.
const ROOT = new URL('..', import.meta.url);

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
  os?: string[];
  cpu?: string[];
}

const manifest = JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(new URL('package-lock.json', ROOT), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

// A platform binary of another system (sharp for 32-bit Windows) is never installed here, and npm
// checks the engines only of what it installs.
function installsHere(entry: LockedPackage): boolean {
  const allows = (list: string[] | undefined, value: string) =>
    !list || list.some((item) => (item.startsWith('!') ? item.slice(1) !== value : item === value));
  return allows(entry.os, process.platform) && allows(entry.cpu, process.arch);
}

describe('engines', () => {
  it('declares a valid Node range that accepts the Node running the tests', () => {
    expect(semver.validRange(manifest.engines.node)).not.toBeNull();
    expect(semver.satisfies(process.version, manifest.engines.node)).toBe(true);
  });

  it('installs only packages whose engines.node accepts every declared Node version', () => {
    const declared = manifest.engines.node;
    const refusing = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && installsHere(entry))
      .flatMap(([path, entry]) => {
        const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        if (!wanted) return [];
        const accepts = semver.validRange(wanted) !== null && semver.subset(declared, wanted);
        return accepts ? [] : [`${path}@${entry.version}: node ${wanted}`];
      });
    expect(refusing).toEqual([]);
  });
});

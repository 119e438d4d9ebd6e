#!/usr/bin/env node
// Adds lockfile entries for other platforms' native binaries (e.g. @swc/core-darwin-arm64).
// The npm registry mirror our machines use does not carry those builds, so `npm install`
// leaves them out of package-lock.json, and npm 11's `npm ci` then refuses the lockfile
// ("Missing: ... from lock file"). npm skips these packages on this platform anyway; the
// entries only need to exist, with the os/cpu/libc that tell npm to skip them.
// Run after adding or upgrading a dependency: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;
const OSES = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'netbsd', 'openbsd', 'sunos', 'aix'];
const CPUS = ['x64', 'arm64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el'];

let added = 0;
for (const [location, info] of Object.entries(packages)) {
  if (!location.startsWith('node_modules/') || location.slice(13).includes('/node_modules/')) continue;
  for (const [name, version] of Object.entries(info.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const parts = name.split('/').pop().split('-');
    const os = parts.find((p) => OSES.includes(p));
    if (packages[key] || !os) continue;
    const cpu = parts.find((p) => CPUS.includes(p));
    const entry = {
      version,
      optional: true,
      ...(info.dev ? { dev: true } : {}),
      os: [os],
      ...(cpu ? { cpu: [cpu] } : {}),
    };
    if (os === 'linux' && parts.some((p) => p.startsWith('musl'))) entry.libc = ['musl'];
    else if (os === 'linux' && parts.some((p) => p.startsWith('gnu'))) entry.libc = ['glibc'];
    packages[key] = entry;
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} entr${added === 1 ? 'y' : 'ies'} for other platforms' binaries`);

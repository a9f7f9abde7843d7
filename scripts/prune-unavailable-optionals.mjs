#!/usr/bin/env node
// npm records a package's optional dependencies in package-lock.json even when the registry it used
// could not serve them (platform builds for other systems, missing from this registry's mirror); it then
// installs fine, but `npm ci` refuses the lock as "out of sync". This drops, from each package entry,
// the optional dependencies the lock has no entry for. Run it after `npm install` changes the lock.
import { readFileSync, writeFileSync } from 'node:fs';
import process from 'node:process';

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages ?? {};

/** Where npm would find `name` for the package at `location`: its own node_modules, then each parent's. */
function resolvable(location, name) {
  let base = location;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

let dropped = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (resolvable(location, name)) continue;
    delete entry.optionalDependencies[name];
    dropped += 1;
  }
  if (entry.optionalDependencies && Object.keys(entry.optionalDependencies).length === 0) {
    delete entry.optionalDependencies;
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
process.stdout.write(`${file}: dropped ${dropped} optional dependencies the registry did not serve\n`);

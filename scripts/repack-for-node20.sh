#!/usr/bin/env bash
# Re-creates vendor/npm/*-node20.tgz: the registry tarball of a package whose only published version
# declares `engines.node >= 22`, with that one field set to >= 20 and nothing else changed. The project's
# tests of the app that uses it are the evidence that it runs on Node 20 (see vendor/npm/README.md).
# Usage: scripts/repack-for-node20.sh @codefuturist/email-mcp@0.2.0
set -euo pipefail
spec="$1"
out="$(cd "$(dirname "$0")/.." && pwd)/vendor/npm"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
tarball="$(npm pack "$spec" --silent)"
tar xzf "$tarball"
node -e '
  const fs = require("node:fs");
  const manifest = JSON.parse(fs.readFileSync("package/package.json", "utf8"));
  manifest.engines = { ...manifest.engines, node: ">=20" };
  fs.writeFileSync("package/package.json", JSON.stringify(manifest, null, 2) + "\n");
'
mkdir -p "$out"
# Fixed owner and times so the same input gives the same bytes (the lockfile pins its hash).
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime='1985-10-26 08:15:00 UTC' -czf "$out/${tarball%.tgz}-node20.tgz" package
echo "$out/${tarball%.tgz}-node20.tgz"

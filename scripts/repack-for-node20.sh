#!/usr/bin/env bash
# Re-creates vendor/npm/*-node20.tgz: the registry tarball of a package whose only published version
# declares `engines.node >= 22`, with that one field set to >= 20, and vendor/npm/patches/<name>-<version>.patch
# applied when there is one (fixes not released upstream); nothing else changed. The project's tests of the
# app that uses it are the evidence that it runs on Node 20 and that the patch works (see vendor/npm/README.md).
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
fix="$out/patches/${tarball%.tgz}.patch"
if [ -f "$fix" ]; then patch -p1 --no-backup-if-mismatch -d package < "$fix"; fi
mkdir -p "$out"
# Fixed owner and times so the same input gives the same bytes (the lockfile pins its hash).
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime='1985-10-26 08:15:00 UTC' -czf "$out/${tarball%.tgz}-node20.tgz" package
echo "$out/${tarball%.tgz}-node20.tgz"

# parcel-client: a TypeScript SDK with conventional commits, tags for every release and a feature branch
# that is not merged yet.
at() { # at <date> <author>: the author and date of the next commits
  export GIT_AUTHOR_DATE="$1" GIT_COMMITTER_DATE="$1" GIT_AUTHOR_NAME="$2" GIT_COMMITTER_NAME="$2"
  GIT_AUTHOR_EMAIL="$(echo "$2" | tr 'A-Z ' 'a-z.')@quayside.test"
  export GIT_AUTHOR_EMAIL GIT_COMMITTER_EMAIL="$GIT_AUTHOR_EMAIL"
}
commit() { git add -A && git commit -q -m "$1"; }
edit() { # edit <file> <line>: append a line to a file (the commits' content is not what this task is about)
  mkdir -p "$(dirname "$1")" && printf '%s\n' "$2" >> "$1"
}
version() { sed -i "s/\"version\": \"[0-9.]*\"/\"version\": \"$1\"/" package.json; }

at '2026-08-03T09:00:00Z' 'Ines Duarte'
# A year of history before the 2.3.0 baseline this task starts from.
noise_commits 200 2025-08-04 2026-07-31
cat > package.json <<'JSON'
{
  "name": "@quayside/parcel-client",
  "version": "2.3.0",
  "type": "module",
  "main": "dist/index.js",
  "engines": { "node": ">=18" },
  "dependencies": { "undici": "^6.19.2" }
}
JSON
printf '# @quayside/parcel-client\n\nTypeScript client for the Quayside parcel API: shipments, labels, rates, tracking.\n' > README.md
edit src/index.ts "export { ParcelClient } from './client.js';"
edit src/client.ts "export class ParcelClient {}"
commit 'chore(release): 2.3.0'
git tag v2.3.0

at '2026-08-19T13:20:00Z' 'Tomasz Kowal'
edit src/rates.ts "export const quote = () => {};"
commit 'feat(rates): quote rates for several carriers at once'
at '2026-09-02T10:45:00Z' 'Ines Duarte'
edit src/tracking.ts "export const track = () => {};"
commit 'feat(tracking): poll tracking events with an ETag'
at '2026-09-10T15:00:00Z' 'Ines Duarte'
edit src/labels.ts "export const label = () => {};"
commit 'fix(labels): A6 labels were cut off on the right'
at '2026-09-15T09:30:00Z' 'Ines Duarte'
version 2.4.0
commit 'chore(release): 2.4.0'
git tag v2.4.0

at '2026-10-08T11:10:00Z' 'Priya Raman'
edit src/rates.ts "// surcharge may be missing for domestic rates"
commit 'fix(rates): handle a missing surcharge field'
at '2026-10-21T16:00:00Z' 'Tomasz Kowal'
edit docs/retries.md "# Retries"
commit 'docs: how retries work'
at '2026-11-03T08:40:00Z' 'Ines Duarte'
version 2.4.1
commit 'chore(release): 2.4.1'
git tag v2.4.1

# Since 2.4.1
at '2026-11-04T10:15:00Z' 'Priya Raman'
edit src/tracking.ts "// 204 No Content: no new events"
commit 'fix(tracking): handle 204 No Content from the tracking endpoint'
at '2026-11-04T14:02:00Z' 'renovate[bot]'
sed -i 's/"undici": "^6.19.2"/"undici": "^6.21.0"/' package.json
commit 'chore(deps): bump undici from 6.19.2 to 6.21.0'
at '2026-11-05T09:40:00Z' 'Tomasz Kowal'
edit src/labels.ts "export type LabelFormat = 'pdf' | 'png' | 'zpl';"
commit "feat(labels): add format 'zpl' for thermal printers"
at '2026-11-05T17:25:00Z' 'Tomasz Kowal'
edit docs/labels.md "# Label formats"
commit 'docs: label formats and paper sizes'
at '2026-11-06T11:00:00Z' 'Ines Duarte'
edit .github/workflows/test.yml "node: [20, 22]"
commit 'ci: run the tests on Node 22 as well'
at '2026-11-09T08:55:00Z' 'Priya Raman'
edit test/setup.ts "process.env.PARCEL_DEBUG = '';"
commit 'fix(internal): silence debug logging in the test setup'
at '2026-11-10T13:30:00Z' 'Priya Raman'
edit src/rates.ts "// one keep-alive agent for all rate requests"
commit 'perf(rates): reuse one HTTP agent across rate requests'
at '2026-11-11T10:05:00Z' 'Ines Duarte'
edit src/webhooks.ts "export const verify = () => {};"
commit 'feat(webhooks): verify signatures with rotating secrets

Accepts the current and the previous signing secret during a rotation window.'
at '2026-11-12T15:45:00Z' 'Tomasz Kowal'
edit src/request.ts "export const build = () => {};"
commit 'refactor(client): move the request builder into its own module'
at '2026-11-13T09:20:00Z' 'Priya Raman'
edit src/auth.ts "// refresh 60 s before expiry"
commit 'fix(auth): refresh tokens 60 s before they expire instead of after a 401'
at '2026-11-16T11:30:00Z' 'Tomasz Kowal'
edit src/pickups.ts "export const createPickup = () => {};"
commit 'feat(pickups): schedule carrier pickups with client.pickups.create()'
pickups="$(git rev-parse HEAD)"
at '2026-11-16T14:10:00Z' 'Ines Duarte'
edit test/labels.test.ts "test('zpl', () => {});"
commit 'test: cover every label format'
at '2026-11-17T10:00:00Z' 'Tomasz Kowal'
git revert --no-edit "$pickups" >/dev/null
git commit -q --amend -m "Revert \"feat(pickups): schedule carrier pickups with client.pickups.create()\"

This reverts commit $pickups.
The pickups API is still in beta on the carrier side; this goes out with 3.1."
at '2026-11-18T16:20:00Z' 'Ines Duarte'
edit src/shipment.ts "export class Shipment { raw: unknown }"
commit 'feat(shipments)!: createShipment() resolves to a Shipment object

BREAKING CHANGE: createShipment() now resolves to a Shipment instead of the raw response body; the body is in shipment.raw.'
at '2026-11-19T09:35:00Z' 'Priya Raman'
edit src/rates.ts "// insurance rounded to cents"
commit 'fix(rates): round insurance amounts to whole cents'
at '2026-11-19T15:50:00Z' 'Ines Duarte'
edit tsup.config.ts "export default { format: ['esm', 'cjs'] };"
commit 'build: publish ESM and CommonJS bundles'
at '2026-11-20T10:40:00Z' 'Tomasz Kowal'
edit src/addresses.ts "// PO boxes: Postfach (DE, AT)"
commit 'fix(addresses): accept PO boxes in Germany and Austria'
at '2026-11-23T09:10:00Z' 'Ines Duarte'
sed -i 's/"node": ">=18"/"node": ">=20"/' package.json
commit 'feat(client): require Node 20

Node 18 reached end of life in April 2026.

BREAKING CHANGE: Node 18 is no longer supported; the minimum is Node 20.'
at '2026-11-23T11:30:00Z' 'Priya Raman'
edit src/labels.ts "// formatted"
commit 'style: format with prettier 3.4'

at '2026-11-24T09:00:00Z' 'Tomasz Kowal'
git checkout -q -b feat/batch-labels
edit src/labels.ts "export const batch = () => {};"
commit 'feat(labels): create labels in batches of up to 100'
git checkout -q main

# shop-api: the task's own commits with noise before and between them.
at() { export GIT_AUTHOR_DATE="$1" GIT_COMMITTER_DATE="$1" GIT_AUTHOR_NAME='Ann Task' GIT_COMMITTER_NAME='Ann Task' \
  GIT_AUTHOR_EMAIL=ann.task@quayside.test GIT_COMMITTER_EMAIL=ann.task@quayside.test; }
at 2026-01-05T10:00:00Z
mkdir -p src && echo 'export const vat = 0.2;' > src/vat.ts && git add -A && git commit -qm 'Initial commit'
noise_commits 250 2026-01-06 2026-09-30
at 2026-10-01T09:00:00Z
echo 'export const vat = 0.21;' > src/vat.ts && git add -A && git commit -qm 'fix: VAT rate is 21%'
noise_commits 30 2026-10-02 2026-11-20 docs

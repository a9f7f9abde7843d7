# A small repository with two commits on main and a feature branch.
export GIT_AUTHOR_DATE='2026-10-01T09:00:00Z' GIT_COMMITTER_DATE='2026-10-01T09:00:00Z'
printf '# Website\n' > README.md
git add README.md && git commit -q -m 'Initial commit'
export GIT_AUTHOR_DATE='2026-10-02T09:00:00Z' GIT_COMMITTER_DATE='2026-10-02T09:00:00Z'
printf 'body { color: black; }\n' > style.css
git add style.css && git commit -q -m 'Add stylesheet'
git checkout -q -b feature/dark-mode
printf 'body { color: white; background: black; }\n' > style.css
git commit -q -am 'Dark mode'
git checkout -q main

# depot-scheduler: v2.7.0 in October, v2.8.0 on Friday 20 November with six ticket commits among the churn,
# and a fix merged on main after the tag (not shipped).
at() { # at <date> <author>: the author and date of the next commits
  export GIT_AUTHOR_DATE="$1" GIT_COMMITTER_DATE="$1" GIT_AUTHOR_NAME="$2" GIT_COMMITTER_NAME="$2"
  GIT_AUTHOR_EMAIL="$(echo "$2" | tr 'A-Z ' 'a-z.')@northwind.test"
  export GIT_AUTHOR_EMAIL GIT_COMMITTER_EMAIL="$GIT_AUTHOR_EMAIL"
}
commit() { git add -A && git commit -q -m "$1"; }
mkdir -p src/depot_scheduler tests
at '2026-02-02T09:00:00Z' 'Aylin Demir'
printf '# depot-scheduler\n\nBooks loading-dock slots at Northwind depots for carriers and drivers.\n' > README.md
printf '__version__ = "2.0.0"\n' > src/depot_scheduler/__init__.py
printf 'def book(slot, carrier):\n    slot["carrier"] = carrier\n    return slot\n' > src/depot_scheduler/booking.py
commit 'depot-scheduler: slot booking service'
noise_commits 165 2026-02-03 2026-10-08
at '2026-10-12T10:00:00Z' 'Aylin Demir'
printf '__version__ = "2.7.0"\n' > src/depot_scheduler/__init__.py
commit 'Release 2.7.0'
git tag v2.7.0
noise_commits 10 2026-10-13 2026-10-19
at '2026-10-20T14:10:00Z' 'Mei Tanaka'
printf 'def within_capacity(bookings, shift_limit):\n    return len(bookings) < shift_limit\n' > src/depot_scheduler/capacity.py
commit 'feat: depot capacity limits per shift (TASK-1)'
noise_commits 8 2026-10-21 2026-10-26
at '2026-10-27T11:25:00Z' 'Jonas Kraft'
printf 'from zoneinfo import ZoneInfo\n\n\ndef export_time(slot, depot_tz):\n    return slot["start"].astimezone(ZoneInfo(depot_tz)).isoformat()\n' > src/depot_scheduler/export.py
commit 'fix: slot export in the depot time zone instead of UTC (TASK-2)'
noise_commits 6 2026-10-28 2026-11-02
at '2026-11-03T09:40:00Z' 'Mei Tanaka'
printf 'import csv\n\n\ndef import_bookings(path):\n    with open(path, newline="") as handle:\n        return list(csv.DictReader(handle))\n' > src/depot_scheduler/csv_import.py
commit 'feat: CSV import of carrier bookings (TASK-3)'
at '2026-11-06T16:05:00Z' 'Jonas Kraft'
printf 'def overlaps(a, b):\n    return a["start"] < b["end"] and b["start"] < a["end"]\n' > src/depot_scheduler/overlap.py
commit 'fix: double booking when a slot crosses midnight (TASK-4)'
noise_commits 5 2026-11-07 2026-11-11
at '2026-11-12T13:30:00Z' 'Jonas Kraft'
printf 'FLAG = "live_traffic"\n\n\ndef eta_with_traffic(eta_minutes, delay_minutes):\n    return eta_minutes + delay_minutes\n' > src/depot_scheduler/traffic.py
commit 'feat: live traffic ETA layer for inbound trucks, behind the live_traffic flag (TASK-5)'
noise_commits 4 2026-11-13 2026-11-16
at '2026-11-17T10:15:00Z' 'Mei Tanaka'
printf 'def visible(bookings, start, end):\n    return [b for b in bookings if start <= b["start"] < end]\n' > src/depot_scheduler/calendar_view.py
commit 'fix: calendar view slow with 500+ bookings, load only the visible week (TASK-6)'
at '2026-11-20T09:30:00Z' 'Aylin Demir'
printf '__version__ = "2.8.0"\n' > src/depot_scheduler/__init__.py
commit 'Release 2.8.0'
git tag v2.8.0
noise_commits 4 2026-11-20 2026-11-22
at '2026-11-23T15:45:00Z' 'Jonas Kraft'
printf 'def manifest_lines(lines):\n    return [str(line) for line in lines] + [""]\n' > src/depot_scheduler/manifest.py
commit 'fix: manifest PDF no longer cuts off the last line (TASK-7)'

# route-planner: two sprints of history on main, pull requests merged with merge commits, one squash merge,
# one hotfix straight on main, two reverts (one re-landed), and feature branches that are not merged yet.
at() { # at <date> <author>: the author and date of the next commits
  export GIT_AUTHOR_DATE="$1" GIT_COMMITTER_DATE="$1" GIT_AUTHOR_NAME="$2" GIT_COMMITTER_NAME="$2"
  GIT_AUTHOR_EMAIL="$(echo "$2" | tr 'A-Z ' 'a-z.')@larkspur.test"
  export GIT_AUTHOR_EMAIL GIT_COMMITTER_EMAIL="$GIT_AUTHOR_EMAIL"
}
commit() { git add -A && git commit -q -m "$1"; }
merge() { # merge <branch> <message>: a pull request merged on main with a merge commit
  git checkout -q main && git merge -q --no-ff "$1" -m "$2"
}
mkdir -p src/route_planner/models src/route_planner/export tests docs

at '2026-10-05T09:12:00Z' 'Maya Lindqvist'
cat > README.md <<'MD'
# route-planner

Plans delivery routes for Larkspur Logistics: vehicles, depots, time windows and ETAs.

    pip install -e .
    python -m pytest
MD
cat > pyproject.toml <<'TOML'
[project]
name = "route-planner"
version = "1.7.0"
requires-python = ">=3.11"
dependencies = ["pydantic>=1.10,<2", "httpx>=0.27"]
TOML
cat > src/route_planner/__init__.py <<'PY'
__version__ = "1.7.0"
PY
cat > src/route_planner/eta.py <<'PY'
from datetime import datetime, timedelta


def eta(departure: datetime, minutes: float) -> datetime:
    return departure + timedelta(minutes=minutes)


def eta_label(departure: datetime, minutes: float) -> str:
    return eta(departure, minutes).strftime("%H:%M")
PY
cat > src/route_planner/models/vehicle.py <<'PY'
from pydantic import BaseModel


class Vehicle(BaseModel):
    plate: str
    capacity_kg: int
    depot: str

    class Config:
        frozen = True
PY
cat > src/route_planner/models/depot.py <<'PY'
from pydantic import BaseModel


class Depot(BaseModel):
    code: str
    name: str
    lat: float
    lon: float
PY
cat > src/route_planner/planner.py <<'PY'
from .models.vehicle import Vehicle


def assign(stops, vehicles: list[Vehicle]):
    plan = {vehicle.plate: [] for vehicle in vehicles}
    for index, stop in enumerate(stops):
        plate = vehicles[index % len(vehicles)].plate
        plan[plate].append(stop)
    return plan
PY
cat > tests/test_eta.py <<'PY'
from datetime import datetime

from route_planner.eta import eta_label


def test_eta_label():
    assert eta_label(datetime(2026, 1, 1, 8, 0), 90) == "09:30"
PY
# A year of history before the baseline this task starts from.
noise_commits 220 2025-10-06 2026-10-02
commit 'Route planner 1.7.0 baseline'
git tag v1.7.0

at '2026-10-08T14:40:00Z' 'Jonas Weber'
cat > src/route_planner/geocode.py <<'PY'
import httpx

GEOCODER = "https://geo.larkspur.test/v1/search"


def geocode(address: str) -> tuple[float, float]:
    response = httpx.get(GEOCODER, params={"q": address}, timeout=10)
    response.raise_for_status()
    hit = response.json()["results"][0]
    return hit["lat"], hit["lon"]
PY
commit 'Geocoding client for stop addresses'

at '2026-10-14T10:05:00Z' 'Li Na Zhou'
cat > src/route_planner/depots.py <<'PY'
import csv

from .models.depot import Depot


def load_depots(path: str) -> list[Depot]:
    with open(path, newline="", encoding="utf-8") as handle:
        return [Depot(**row) for row in csv.DictReader(handle)]
PY
commit 'Load depots from the ops CSV'

at '2026-10-21T16:20:00Z' 'Sofia Marques'
cat > .github-ci.yml <<'YML'
test:
  image: python:3.11
  script:
    - pip install -e . pytest
    - python -m pytest -q
YML
commit 'CI: run the test suite on every push'

at '2026-10-30T11:00:00Z' 'Maya Lindqvist'
sed -i 's/1.7.0/1.8.0/' pyproject.toml src/route_planner/__init__.py
commit 'Release 1.8.0'
git tag v1.8.0

# Sprint 46 (2-13 Nov)
at '2026-11-03T09:30:00Z' 'Jonas Weber'
git checkout -q -b feat/TASK-27-stop-time-windows
cat > src/route_planner/windows.py <<'PY'
from datetime import time


def within(window: tuple[time, time], at: time) -> bool:
    start, end = window
    return start <= at <= end
PY
commit 'TASK-27: time windows per stop'
at '2026-11-04T15:10:00Z' 'Jonas Weber'
merge feat/TASK-27-stop-time-windows 'Merge pull request #196 from larkspur/feat/TASK-27-stop-time-windows

Time windows per stop

Closes TASK-27'

at '2026-11-05T08:45:00Z' 'Sofia Marques'
git checkout -q -b fix/TASK-28-depot-csv-bom
cat > src/route_planner/depots.py <<'PY'
import csv

from .models.depot import Depot


def load_depots(path: str) -> list[Depot]:
    # utf-8-sig: the ops team exports the depot list from Excel, with a BOM.
    with open(path, newline="", encoding="utf-8-sig") as handle:
        return [Depot(**row) for row in csv.DictReader(handle)]
PY
commit 'TASK-28: read the depot CSV with or without a BOM'
at '2026-11-05T13:30:00Z' 'Sofia Marques'
merge fix/TASK-28-depot-csv-bom 'Merge pull request #198 from larkspur/fix/TASK-28-depot-csv-bom

Depot CSV with a byte order mark

Closes TASK-28'

at '2026-11-09T10:00:00Z' 'Li Na Zhou'
cat >> README.md <<'MD'

## Depots

Depots are loaded from the ops team's CSV export (`depots.csv`, columns code, name, lat, lon).
MD
commit 'Docs: depot CSV columns'

at '2026-11-10T14:15:00Z' 'Maya Lindqvist'
git checkout -q -b feat/TASK-29-vehicle-breaks
cat > src/route_planner/breaks.py <<'PY'
from datetime import timedelta

MAX_DRIVE = timedelta(hours=4, minutes=30)
BREAK = timedelta(minutes=45)


def needs_break(driven: timedelta) -> bool:
    return driven >= MAX_DRIVE
PY
commit 'TASK-29: drivers break after 4h30 of driving'
at '2026-11-12T09:40:00Z' 'Maya Lindqvist'
merge feat/TASK-29-vehicle-breaks 'Merge pull request #201 from larkspur/feat/TASK-29-vehicle-breaks

Driving-time breaks (EU 561/2006)

Closes TASK-29'

at '2026-11-12T17:05:00Z' 'Jonas Weber'
cat > CONTRIBUTING.md <<'MD'
# Contributing to route-planner

## Branches and pull requests

- Branch from `main`: `feat/TASK-<n>-<slug>`, `fix/TASK-<n>-<slug>`, `chore/...`, `spike/...`.
- One ticket per pull request. Merge with a merge commit; squash only for single-commit fixes.
- Keep merged branches for a sprint (the release script reads them); they are pruned at sprint start.

## Commit and pull request messages

The ticket keyword goes in the merge commit (or in the commit itself when it goes to main directly):

- `Closes TASK-<n>`: this change finishes the ticket.
- `Refs TASK-<n>`: part of the ticket's work; the ticket stays open.
- `Reverts TASK-<n>`: the change for the ticket is taken back out (write why on the same line).

A ticket id in a branch commit's subject (`TASK-31: ...`) is for people reading the log; it closes nothing.

## Hotfixes

Small fixes may go straight to `main` with the tech lead's OK; they still carry `Closes TASK-<n>`.

## Tests

    python -m pytest -q
MD
commit 'Contributing guide: branches, ticket keywords, hotfixes'

at '2026-11-13T11:20:00Z' 'Li Na Zhou'
git checkout -q -b chore/ci-cache-pip
cat > .github-ci.yml <<'YML'
test:
  image: python:3.11
  cache:
    paths: [.cache/pip]
  variables:
    PIP_CACHE_DIR: .cache/pip
  script:
    - pip install -e . pytest
    - python -m pytest -q
YML
commit 'CI: cache pip downloads'
at '2026-11-13T12:00:00Z' 'Li Na Zhou'
merge chore/ci-cache-pip 'Merge pull request #203 from larkspur/chore/ci-cache-pip

CI: cache pip downloads'
git branch -q -d chore/ci-cache-pip feat/TASK-27-stop-time-windows fix/TASK-28-depot-csv-bom feat/TASK-29-vehicle-breaks

# Sprint 47 (16-27 Nov)
at '2026-11-16T09:50:00Z' 'Jonas Weber'
git checkout -q -b feat/TASK-40-distance-cache
cat > src/route_planner/distances.py <<'PY'
from functools import lru_cache
from math import dist

from .geocode import geocode


@lru_cache(maxsize=None)
def matrix(depot: str, stops: tuple[str, ...]) -> list[list[float]]:
    points = [geocode(stop) for stop in stops]
    return [[dist(a, b) for b in points] for a in points]
PY
commit 'TASK-40: cache the distance matrix per depot'
at '2026-11-17T10:30:00Z' 'Jonas Weber'
merge feat/TASK-40-distance-cache 'Merge pull request #205 from larkspur/feat/TASK-40-distance-cache

Cache the distance matrix per depot

Closes TASK-40'

at '2026-11-17T14:10:00Z' 'Jonas Weber'
git checkout -q -b feat/TASK-32-depot-hours
cat > src/route_planner/constraints.py <<'PY'
from datetime import time

from .models.depot import Depot


def depot_open(depot: Depot, at: time) -> bool:
    return depot.opens <= at <= depot.closes
PY
cat > src/route_planner/models/depot.py <<'PY'
from datetime import time

from pydantic import BaseModel


class Depot(BaseModel):
    code: str
    name: str
    lat: float
    lon: float
    opens: time
    closes: time
PY
commit 'TASK-32: depot opening hours as a route constraint'
at '2026-11-18T09:15:00Z' 'Jonas Weber'
merge feat/TASK-32-depot-hours 'Merge pull request #207 from larkspur/feat/TASK-32-depot-hours

Depot opening hours in route constraints

Closes TASK-32'
first_depot_hours="$(git rev-parse HEAD)"

at '2026-11-18T11:00:00Z' 'Maya Lindqvist'
git checkout -q -b fix/TASK-31-eta-midnight
cat > src/route_planner/eta.py <<'PY'
from datetime import datetime, timedelta


def eta(departure: datetime, minutes: float) -> datetime:
    return departure + timedelta(minutes=minutes)


def eta_label(departure: datetime, minutes: float) -> str:
    arrival = eta(departure, minutes)
    days = (arrival.date() - departure.date()).days
    label = arrival.strftime("%H:%M")
    return f"{label} (+{days}d)" if days else label
PY
commit 'TASK-31: show the day rollover in ETA labels'
at '2026-11-18T15:25:00Z' 'Maya Lindqvist'
cat >> tests/test_eta.py <<'PY'


def test_eta_after_midnight():
    assert eta_label(datetime(2026, 1, 1, 23, 30), 45) == "00:15 (+1d)"
PY
commit 'TASK-31: test ETAs that cross midnight'

at '2026-11-18T16:40:00Z' 'Anders Holm'
git checkout -q main
sed -i 's/{"q": address}/{"q": address, "countrycodes": "nl,de,be"}/' src/route_planner/geocode.py
commit 'Restrict geocoder results to NL, DE and BE

Approved by Maya as a hotfix: stops in Limburg were geocoded to Limbourg (BE) and Limburg an der Lahn.'

at '2026-11-19T08:55:00Z' 'Jonas Weber'
git revert --no-commit -m 1 "$first_depot_hours"
commit "Revert \"Depot opening hours in route constraints\" (#207)

This reverts merge commit $first_depot_hours.

Reverts TASK-32: the Rotterdam depot import fails, ops' depots.csv has no opening hours yet."

at '2026-11-19T13:45:00Z' 'Maya Lindqvist'
merge fix/TASK-31-eta-midnight 'Merge pull request #209 from larkspur/fix/TASK-31-eta-midnight

Fix ETA drift after midnight

Closes TASK-31'

at '2026-11-20T10:10:00Z' 'Sofia Marques'
git checkout -q -b chore/TASK-35-pydantic-models
cat > src/route_planner/models/vehicle.py <<'PY'
from pydantic import BaseModel, ConfigDict


class Vehicle(BaseModel):
    model_config = ConfigDict(frozen=True)

    plate: str
    capacity_kg: int
    depot: str
PY
commit 'TASK-35: Vehicle model on the pydantic v2 API'
at '2026-11-20T15:30:00Z' 'Sofia Marques'
merge chore/TASK-35-pydantic-models 'Merge pull request #211 from larkspur/chore/TASK-35-pydantic-models

Vehicle model on the pydantic v2 API (depot model and the dependency pin still to do)

Refs TASK-35'

at '2026-11-20T16:05:00Z' 'Li Na Zhou'
git checkout -q -b feat/TASK-33-route-pdf
mkdir -p src/route_planner/export
cat > src/route_planner/export/route_sheet.py <<'PY'
def route_sheet(plan: dict, plate: str) -> list[str]:
    lines = [f"Route sheet {plate}"]
    lines += [f"{number}. {stop}" for number, stop in enumerate(plan[plate], start=1)]
    return lines
PY
commit 'TASK-33: route sheet layout'
at '2026-11-23T09:20:00Z' 'Li Na Zhou'
cat >> src/route_planner/export/route_sheet.py <<'PY'


def signature_box() -> list[str]:
    return ["", "Driver signature: ____________________"]
PY
commit 'TASK-33: driver signature box

Ready for review; Closes TASK-33 once the PDF renderer is in.'

at '2026-11-23T10:00:00Z' 'Sofia Marques'
git checkout -q main
git checkout -q -b fix/TASK-38-flaky-reoptimise
cat > tests/test_planner.py <<'PY'
from route_planner.models.vehicle import Vehicle
from route_planner.planner import assign


def test_reoptimise_window():
    vans = [Vehicle(plate="LK-101", capacity_kg=900, depot="RTM")]
    assert assign(["a", "b"], vans) == {"LK-101": ["a", "b"]}
PY
commit 'TASK-38: pin the clock in the reoptimise window test'
at '2026-11-23T11:40:00Z' 'Sofia Marques'
git checkout -q main
git merge -q --squash fix/TASK-38-flaky-reoptimise >/dev/null
commit 'Stabilise the reoptimise window test (#212)

The test read the wall clock and failed between 23:55 and 00:00 UTC.

Closes TASK-38'

at '2026-11-24T09:05:00Z' 'Jonas Weber'
git revert --no-commit -m 1 "$(git log --format=%H --grep '^Merge pull request #205' main)"
commit "Revert \"Cache the distance matrix per depot\" (#205)

Reverts TASK-40: the unbounded cache grew to 9 GB on the Hamburg depot worker."

at '2026-11-24T14:50:00Z' 'Sofia Marques'
cat > src/route_planner/planner.py <<'PY'
from .models.vehicle import Vehicle


def assign(stops, vehicles: list[Vehicle]):
    usable = [vehicle for vehicle in vehicles if vehicle.capacity_kg > 0]
    plan = {vehicle.plate: [] for vehicle in usable}
    for index, stop in enumerate(stops):
        plate = usable[index % len(usable)].plate
        plan[plate].append(stop)
    return plan
PY
commit 'Skip vehicles with zero capacity

Vans parked for repair are exported with capacity 0 and still got stops.

Closes TASK-37'

at '2026-11-25T08:30:00Z' 'Maya Lindqvist'
git checkout -q -b feat/TASK-34-geocode-rate-limit
cat > src/route_planner/ratelimit.py <<'PY'
import time


class TokenBucket:
    def __init__(self, rate: float, burst: int):
        self.rate, self.tokens, self.burst = rate, float(burst), burst
        self.stamp = time.monotonic()

    def take(self) -> None:
        while True:
            now = time.monotonic()
            self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
            self.stamp = now
            if self.tokens >= 1:
                self.tokens -= 1
                return
            time.sleep((1 - self.tokens) / self.rate)
PY
commit 'TASK-34: token bucket for the geocoding client'

at '2026-11-25T11:15:00Z' 'Jonas Weber'
git checkout -q main
git checkout -q -b feat/TASK-32-depot-hours-v2
cat > src/route_planner/constraints.py <<'PY'
from datetime import time

from .models.depot import Depot


def depot_open(depot: Depot, at: time) -> bool:
    return depot.opens <= at <= depot.closes
PY
cat > src/route_planner/models/depot.py <<'PY'
from datetime import time

from pydantic import BaseModel


class Depot(BaseModel):
    code: str
    name: str
    lat: float
    lon: float
    opens: time = time(6, 0)
    closes: time = time(22, 0)
PY
commit 'TASK-32: depot opening hours, 06:00-22:00 when the CSV has none'
at '2026-11-26T10:20:00Z' 'Jonas Weber'
merge feat/TASK-32-depot-hours-v2 'Merge pull request #216 from larkspur/feat/TASK-32-depot-hours-v2

Depot opening hours in route constraints, take two (defaults when ops CSV has no hours)

Closes TASK-32'

at '2026-11-26T13:00:00Z' 'Anders Holm'
git checkout -q -b spike/TASK-44-ortools
cat > docs/ortools-spike.md <<'MD'
# OR-Tools spike

Trying the CP-SAT routing solver against our round-robin assignment on last week's Rotterdam stops.
MD
commit 'TASK-44: notes on the OR-Tools routing spike'

at '2026-11-26T15:35:00Z' 'Li Na Zhou'
git checkout -q main
sed -i 's/(`depots.csv`, columns code, name, lat, lon)/(`depots.csv`, columns code, name, lat, lon, and optional opens, closes)/' README.md
commit 'Docs: depot CSV opening hours columns (follow-up to TASK-28 and TASK-32)'

at '2026-11-26T16:50:00Z' 'Maya Lindqvist'
sed -i 's/httpx>=0.27/httpx>=0.28/' pyproject.toml
commit 'Bump httpx to 0.28'

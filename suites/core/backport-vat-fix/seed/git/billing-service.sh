# billing-service: main moved on after release 2.3 was cut; a VAT fix landed on main only.
commit() { # commit <date> <author> <message>
  GIT_AUTHOR_DATE="$1" GIT_COMMITTER_DATE="$1" GIT_AUTHOR_NAME="$2" GIT_COMMITTER_NAME="$2" \
    GIT_AUTHOR_EMAIL="$(echo "$2" | tr 'A-Z ' 'a-z.')@northwind.test" \
    GIT_COMMITTER_EMAIL="$(echo "$2" | tr 'A-Z ' 'a-z.')@northwind.test" \
    git commit -q -m "$3"
}
mkdir -p src tests
cat > src/vat.py <<'PY'
from decimal import Decimal, ROUND_HALF_UP

RATES = {"DE": Decimal("0.19"), "NL": Decimal("0.21"), "GB": Decimal("0.20")}


def vat(amount: Decimal, country: str) -> Decimal:
    return (amount * RATES[country]).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
PY
cat > src/invoice.py <<'PY'
from decimal import Decimal

from .vat import vat


def total(lines, country):
    net = sum((Decimal(line["amount"]) for line in lines), Decimal("0"))
    return net + vat(net, country)
PY
printf '# billing-service\n\nInvoices and credit notes for Northwind.\n' > README.md
git add -A && commit '2026-09-01T10:00:00Z' 'Dana Reyes' 'Invoice totals with VAT'
cat > src/credit_note.py <<'PY'
from decimal import Decimal

from .vat import vat


def credit_total(lines, country):
    net = sum((Decimal(line["amount"]) for line in lines), Decimal("0"))
    return -(net + vat(net, country))
PY
noise_commits 110 2026-09-02 2026-09-14
git add -A && commit '2026-09-15T14:30:00Z' 'Dana Reyes' 'Credit notes'
printf '2.3.0\n' > VERSION
noise_commits 100 2026-09-16 2026-09-30
git add -A && commit '2026-10-01T09:00:00Z' 'Sam Carter' 'Release 2.3.0'
git tag v2.3.0
git branch release/2.3
cat > src/export.py <<'PY'
import csv


def export_csv(invoices, path):
    with open(path, "w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["number", "total"])
        for invoice in invoices:
            writer.writerow([invoice["number"], invoice["total"]])
PY
git add -A && commit '2026-10-20T11:00:00Z' 'Lee Wong' 'CSV export of invoices'
cat > src/vat.py <<'PY'
from decimal import Decimal, ROUND_HALF_UP

RATES = {"DE": Decimal("0.19"), "NL": Decimal("0.21"), "GB": Decimal("0.20")}


def vat(amount: Decimal, country: str) -> Decimal:
    # Round the magnitude so credit notes (negative amounts) round like invoices.
    rounded = (abs(amount) * RATES[country]).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    return rounded if amount >= 0 else -rounded
PY
git add -A && commit '2026-11-12T16:45:00Z' 'Dana Reyes' 'Fix VAT rounding on negative amounts (BILL-318)'
printf '2.4.0-dev\n' > VERSION
git add -A && commit '2026-11-13T08:15:00Z' 'Sam Carter' 'Start 2.4 development'

"""A worked example: python3 examples/make_invoice.py"""

import sys
from datetime import date
from decimal import Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from billing import Customer, Discount, Invoice, Line, format_amount, format_invoice_number  # noqa: E402

customer = Customer("Acme Bakeries B.V.", "NL", terms_days=14)
invoice = Invoice(format_invoice_number(2026, 118), customer, date(2026, 11, 20), discounts=[Discount(percent=Decimal("10"))])
invoice.add_line(Line("Logo redesign", 1, Decimal("850.00")))
invoice.add_line(Line("Printed menus", 200, Decimal("1.35"), "reduced"))

print(invoice.number, "due", invoice.due().isoformat())
print("net  ", format_amount(invoice.net()))
print("VAT  ", format_amount(invoice.vat()))
print("total", format_amount(invoice.total()))

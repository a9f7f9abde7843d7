"""Invoices for Fernhill Studio: amounts, VAT, discounts, due dates and formatting."""

from .dates import due_date
from .discounts import Discount, apply_discounts
from .invoice import Customer, Invoice, Line
from .money import round_half_up, to_decimal
from .tax import rate_for

__all__ = [
    "Customer",
    "Discount",
    "Invoice",
    "Line",
    "apply_discounts",
    "due_date",
    "rate_for",
    "round_half_up",
    "to_decimal",
]

"""Invoices: lines, discounts, VAT and totals."""

from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from . import tax
from .dates import due_date
from .discounts import apply_discounts
from .money import round_half_up, to_decimal


@dataclass(frozen=True)
class Customer:
    name: str
    country: str
    vat_id: str | None = None
    terms_days: int = 30


@dataclass(frozen=True)
class Line:
    description: str
    quantity: int
    unit_price: Decimal
    category: str = "standard"

    @property
    def net(self) -> Decimal:
        return round_half_up(self.quantity * to_decimal(self.unit_price))


class Invoice:
    def __init__(self, number: str, customer: Customer, issued: date, lines=[], discounts=()):
        self.number = number
        self.customer = customer
        self.issued = issued
        self.lines = lines
        self.discounts = list(discounts)

    def add_line(self, line: Line) -> None:
        self.lines.append(line)

    def subtotal(self) -> Decimal:
        """Sum of the lines before discounts."""
        return sum((line.net for line in self.lines), Decimal("0.00"))

    def net(self) -> Decimal:
        """Subtotal after discounts: VAT is charged on this."""
        return apply_discounts(self.subtotal(), self.discounts)

    def vat(self) -> Decimal:
        """VAT on the discounted net, per rate category, each rounded once."""
        subtotal = self.subtotal()
        if subtotal == 0:
            return Decimal("0.00")
        share = self.net() / subtotal
        by_category: dict[str, Decimal] = {}
        for line in self.lines:
            by_category[line.category] = by_category.get(line.category, Decimal("0")) + line.net * share
        return sum(
            (
                round_half_up(amount * tax.vat_for(self.customer.country, category, self.customer.vat_id))
                for category, amount in by_category.items()
            ),
            Decimal("0.00"),
        )

    def total(self) -> Decimal:
        return apply_discounts(self.subtotal() + self.vat(), self.discounts)

    def due(self) -> date:
        return due_date(self.issued, self.customer.terms_days)

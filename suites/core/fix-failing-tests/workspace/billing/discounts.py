"""Discounts on the net amount of an invoice."""

from dataclasses import dataclass
from decimal import Decimal

from .money import round_half_up, to_decimal


@dataclass(frozen=True)
class Discount:
    """`percent` (e.g. "10" for 10%) or `amount` (a fixed amount off), not both."""

    percent: Decimal | None = None
    amount: Decimal | None = None
    reason: str = ""

    def __post_init__(self):
        if (self.percent is None) == (self.amount is None):
            raise ValueError("a discount has a percent or an amount")


def apply_discounts(net, discounts) -> Decimal:
    """The net amount after discounts: percentages first, then fixed amounts; never below zero."""
    value = to_decimal(net)
    for discount in discounts:
        if discount.percent is not None:
            value -= round_half_up(value * to_decimal(discount.percent) / 100)
    for discount in discounts:
        if discount.amount is not None:
            value -= to_decimal(discount.amount)
    return max(value, Decimal("0.00"))

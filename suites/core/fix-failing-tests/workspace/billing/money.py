"""Money helpers. Amounts are Decimals in the invoice currency; never floats."""

from decimal import Decimal


def to_decimal(value) -> Decimal:
    """Turn a str, int or Decimal into a Decimal. Floats are refused: they cannot hold cents exactly."""
    if isinstance(value, float):
        raise TypeError("use a str or Decimal for money, not float")
    return value if isinstance(value, Decimal) else Decimal(str(value))


def round_half_up(value, places: int = 2) -> Decimal:
    """Round to `places` decimals, halves away from zero (0.125 -> 0.13), as our accountants do."""
    return Decimal(str(round(float(to_decimal(value)), places)))


def cents(value) -> int:
    """The amount in whole cents."""
    return int(round_half_up(value) * 100)

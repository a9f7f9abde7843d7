"""How amounts and invoice numbers are printed."""

from decimal import Decimal

from .money import round_half_up

SYMBOLS = {"EUR": "€", "GBP": "£", "USD": "$"}


def format_amount(value, currency: str = "EUR") -> str:
    """`€1,234.50`; negative amounts as `-€5.00`."""
    symbol = SYMBOLS[currency]
    amount = round_half_up(value)
    return f"{symbol}{amount:,.2f}"


def format_invoice_number(year: int, sequence: int) -> str:
    """`INV-2026-00042`."""
    return f"INV-{year}-{sequence:05d}"


def format_percent(rate: Decimal) -> str:
    """0.21 -> `21%`, 0.055 -> `5.5%`."""
    text = f"{rate * 100:f}".rstrip("0").rstrip(".")
    return f"{text}%"

"""VAT rates (see docs/vat-rules.md)."""

from decimal import Decimal

SELLER_COUNTRY = "NL"

RATES = {
    "NL": {"standard": Decimal("0.21"), "reduced": Decimal("0.09"), "zero": Decimal("0")},
    "DE": {"standard": Decimal("0.19"), "reduced": Decimal("0.07"), "zero": Decimal("0")},
    "BE": {"standard": Decimal("0.21"), "reduced": Decimal("0.06"), "zero": Decimal("0")},
    "FR": {"standard": Decimal("0.20"), "reduced": Decimal("0.055"), "zero": Decimal("0")},
}


def rate_for(country: str, category: str = "standard", vat_id: str | None = None) -> Decimal:
    """The VAT rate for a customer in `country` buying goods of `category`.

    Business customers in another EU country with a VAT id pay no VAT here (reverse charge).
    """
    country = country.upper()
    if country not in RATES:
        raise ValueError(f"no VAT rates for {country}")
    if vat_id and country != SELLER_COUNTRY:
        return Decimal("0")
    return RATES[country][category]

import unittest
from decimal import Decimal

from billing.tax import rate_for


class RateForTest(unittest.TestCase):
    def test_standard_rate_nl(self):
        self.assertEqual(rate_for("NL"), Decimal("0.21"))

    def test_reduced_rate_nl(self):
        self.assertEqual(rate_for("NL", "reduced"), Decimal("0.09"))

    def test_country_code_case(self):
        self.assertEqual(rate_for("de"), Decimal("0.19"))

    def test_reduced_rate_fr(self):
        self.assertEqual(rate_for("FR", "reduced"), Decimal("0.055"))

    def test_reverse_charge_for_eu_business(self):
        self.assertEqual(rate_for("DE", "standard", vat_id="DE811907980"), Decimal("0"))

    def test_domestic_business_pays_vat(self):
        self.assertEqual(rate_for("NL", "standard", vat_id="NL859302745B01"), Decimal("0.21"))

    def test_unknown_country(self):
        with self.assertRaises(ValueError):
            rate_for("US")


if __name__ == "__main__":
    unittest.main()

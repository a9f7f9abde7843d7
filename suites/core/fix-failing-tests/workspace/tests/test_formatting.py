import unittest
from decimal import Decimal

from billing.formatting import format_amount, format_invoice_number, format_percent


class FormatAmountTest(unittest.TestCase):
    def test_thousands(self):
        self.assertEqual(format_amount(Decimal("1234.5")), "€1,234.50")

    def test_negative(self):
        self.assertEqual(format_amount("-5"), "-€5.00")

    def test_rounds_half_up(self):
        self.assertEqual(format_amount("0.125", "GBP"), "£0.13")

    def test_unknown_currency(self):
        with self.assertRaises(KeyError):
            format_amount("1", "XYZ")


class FormatOtherTest(unittest.TestCase):
    def test_invoice_number(self):
        self.assertEqual(format_invoice_number(2026, 42), "INV-2026-00042")

    def test_percent(self):
        self.assertEqual(format_percent(Decimal("0.21")), "21%")
        self.assertEqual(format_percent(Decimal("0.055")), "5.5%")


if __name__ == "__main__":
    unittest.main()

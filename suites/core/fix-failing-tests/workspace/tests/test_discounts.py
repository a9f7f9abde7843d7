import unittest
from decimal import Decimal

from billing.discounts import Discount, apply_discounts


class ApplyDiscountsTest(unittest.TestCase):
    def test_percent(self):
        self.assertEqual(apply_discounts("200.00", [Discount(percent=Decimal("10"))]), Decimal("180.00"))

    def test_percent_rounds_half_up(self):
        # 5% of 2.50 is 0.125, which rounds to 0.13
        self.assertEqual(apply_discounts("2.50", [Discount(percent=Decimal("5"))]), Decimal("2.37"))

    def test_percentages_before_fixed_amounts(self):
        discounts = [Discount(amount=Decimal("10.00")), Discount(percent=Decimal("10"))]
        self.assertEqual(apply_discounts("100.00", discounts), Decimal("80.00"))

    def test_never_below_zero(self):
        self.assertEqual(apply_discounts("20.00", [Discount(amount=Decimal("50.00"))]), Decimal("0.00"))

    def test_no_discounts(self):
        self.assertEqual(apply_discounts("99.95", []), Decimal("99.95"))

    def test_percent_or_amount(self):
        with self.assertRaises(ValueError):
            Discount()
        with self.assertRaises(ValueError):
            Discount(percent=Decimal("5"), amount=Decimal("5"))


if __name__ == "__main__":
    unittest.main()

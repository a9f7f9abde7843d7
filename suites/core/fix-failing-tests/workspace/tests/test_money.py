import unittest
from decimal import Decimal

from billing.money import cents, round_half_up, to_decimal


class ToDecimalTest(unittest.TestCase):
    def test_from_str(self):
        self.assertEqual(to_decimal("12.30"), Decimal("12.30"))

    def test_from_int(self):
        self.assertEqual(to_decimal(7), Decimal("7"))

    def test_refuses_float(self):
        with self.assertRaises(TypeError):
            to_decimal(12.3)


class RoundHalfUpTest(unittest.TestCase):
    def test_halves_go_up(self):
        self.assertEqual(round_half_up("0.125"), Decimal("0.13"))

    def test_no_float_surprises(self):
        # 2.675 is 2.67499999... as a float
        self.assertEqual(round_half_up("2.675"), Decimal("2.68"))

    def test_other_places(self):
        self.assertEqual(round_half_up("1.23456", 3), Decimal("1.235"))

    def test_always_two_decimals(self):
        self.assertEqual(str(round_half_up("3")), "3.00")

    def test_cents(self):
        self.assertEqual(cents("19.995"), 2000)


if __name__ == "__main__":
    unittest.main()

"""The package's public API, as the invoicing app and the reminder job import it."""

import unittest

import billing
from billing import Customer, Discount, Invoice, Line, due_date, format_amount, format_invoice_number, rate_for


class PublicApiTest(unittest.TestCase):
    def test_names(self):
        for name in ["Customer", "Discount", "Invoice", "Line", "due_date", "format_amount",
                     "format_invoice_number", "rate_for", "round_half_up"]:
            self.assertIn(name, billing.__all__)

    def test_version(self):
        self.assertEqual(billing.__version__, "2.0.0")

    def test_objects(self):
        self.assertTrue(callable(format_amount) and callable(format_invoice_number))
        self.assertTrue(callable(due_date) and callable(rate_for))
        self.assertTrue(all(isinstance(kind, type) for kind in (Customer, Discount, Invoice, Line)))


if __name__ == "__main__":
    unittest.main()

import unittest
from datetime import date

from billing.dates import due_date


class DueDateTest(unittest.TestCase):
    def test_weekday(self):
        self.assertEqual(due_date(date(2026, 11, 2), 30), date(2026, 12, 2))

    def test_saturday_moves_to_monday(self):
        self.assertEqual(due_date(date(2026, 11, 19), 30), date(2026, 12, 21))

    def test_sunday_moves_to_monday(self):
        self.assertEqual(due_date(date(2026, 11, 20), 30), date(2026, 12, 21))

    def test_due_on_issue_day(self):
        self.assertEqual(due_date(date(2026, 11, 21), 0), date(2026, 11, 23))


if __name__ == "__main__":
    unittest.main()

"""Due dates."""

from datetime import date, timedelta


def due_date(issued: date, terms_days: int) -> date:
    """`terms_days` after the issue date; a due date on a Saturday or Sunday moves to the Monday after."""
    due = issued + timedelta(days=terms_days)
    while due.weekday() > 5:
        due += timedelta(days=1)
    return due

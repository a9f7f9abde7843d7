import { spawnSync } from 'node:child_process';
import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { bubblewrapArguments, keepsLines, probeIsolation } from 'mcp-arena/evaluation';

const TESTS = [
  'tests/__init__.py',
  'tests/test_api.py',
  'tests/test_dates.py',
  'tests/test_discounts.py',
  'tests/test_formatting.py',
  'tests/test_invoice.py',
  'tests/test_money.py',
  'tests/test_tax.py',
];
const SOURCES = [
  'billing/__init__.py',
  'billing/dates.py',
  'billing/discounts.py',
  'billing/formatting.py',
  'billing/invoice.py',
  'billing/money.py',
  'billing/tax.py',
];
/** The seeded test modules: only they are run and counted (a test the agent adds is its own business). */
const MODULES = TESTS.filter((file) => !file.endsWith('__init__.py')).map((file) =>
  file.replace(/\.py$/, '').replace('/', '.'),
);
/** The suite as seeded: 46 tests, one skipped on purpose (credit notes, TASK-88). */
const TEST_COUNT = 46;

/**
 * Cases the workspace's tests do not contain, run against the fixed package: a fix that only satisfies the
 * visible tests (special cases, hard-coded values) fails them. Prints one JSON object, case name -> passed.
 */
const HIDDEN = String.raw`
import json, sys
sys.path.insert(0, ".")
results = {}
def case(name, fn):
    try:
        results[name] = bool(fn())
    except Exception as error:
        results[name] = False
from datetime import date
from decimal import Decimal
def api():
    import billing
    from billing import format_amount, format_invoice_number
    return billing.__version__ == "2.0.0" and "format_amount" in billing.__all__
case("api", api)
def rounding():
    from billing.money import round_half_up, cents
    return (round_half_up(Decimal("1.005")) == Decimal("1.01") and str(round_half_up("1.005")) == "1.01"
        and round_half_up("7.5", 0) == Decimal("8") and str(round_half_up("2")) == "2.00"
        and round_half_up("0.0449", 3) == Decimal("0.045") and cents("0.285") == 29
        and round_half_up("-0.125") == Decimal("-0.13") and round_half_up("-2.5", 0) == Decimal("-3")
        and round_half_up("123456789012.345") == Decimal("123456789012.35"))
case("rounding", rounding)
def formatting():
    from billing.formatting import format_amount
    return (format_amount(Decimal("-1234.5")) == "-€1,234.50" and format_amount("-0.5", "USD") == "-$0.50"
        and format_amount("2.675", "GBP") == "£2.68" and format_amount("1000000") == "€1,000,000.00"
        and format_amount("0") == "€0.00" and format_amount(Decimal("0.00"), "USD") == "$0.00")
case("formatting", formatting)
def dates():
    from billing.dates import due_date
    return (due_date(date(2026, 11, 27), 1) == date(2026, 11, 30) and due_date(date(2026, 12, 4), 1) == date(2026, 12, 7)
        and due_date(date(2026, 12, 4), 2) == date(2026, 12, 7) and due_date(date(2026, 12, 4), 3) == date(2026, 12, 7)
        and due_date(date(2026, 12, 4), 0) == date(2026, 12, 4))
case("dates", dates)
def invoices():
    from billing.discounts import Discount
    from billing.invoice import Customer, Invoice, Line
    nl = Customer("Hidden Test B.V.", "NL")
    day = date(2026, 11, 23)
    one = Invoice("H-1", nl, day, [Line("a", 2, Decimal("150.00"))], [Discount(percent=Decimal("5"))])
    two = Invoice("H-2", nl, day, [Line("a", 1, Decimal("100.00")), Line("b", 1, Decimal("50.00"), "reduced")],
                  [Discount(percent=Decimal("10"))])
    three = Invoice("H-3", nl, day, discounts=[Discount(amount=Decimal("5.00"))])
    three.add_line(Line("c", 1, Decimal("30.00")))
    four = Invoice("H-4", nl, day)
    lines = [Line("d", 1, Decimal("10.00"))]
    five = Invoice("H-5", nl, day, lines)
    five.add_line(Line("e", 1, Decimal("1.00")))
    return (one.total() == Decimal("344.85") and one.vat() == Decimal("59.85")
        and two.vat() == Decimal("22.95") and two.total() == Decimal("157.95")
        and three.total() == Decimal("30.25") and four.lines == [] and four.total() == Decimal("0.00")
        and five.subtotal() == Decimal("11.00"))
case("invoices", invoices)
print(json.dumps(results))
`;

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  error?: string;
}

/** Runs python3 in the workspace, inside bubblewrap when this machine has it (the code is the agent's). */
function python(workspace: string, args: string[]): Run {
  const probe = probeIsolation(false);
  const executable = probe.python ?? 'python3';
  const env = {
    PATH: '/usr/local/bin:/usr/bin:/bin',
    HOME: workspace,
    LANG: 'C.UTF-8',
    LC_ALL: 'C.UTF-8',
    PYTHONDONTWRITEBYTECODE: '1',
  };
  const [command, argv] =
    probe.ok && probe.isolation.kind === 'bubblewrap'
      ? [
          probe.isolation.bwrap,
          [
            ...bubblewrapArguments({
              workspace,
              userNamespace: probe.isolation.userNamespace,
              path: env.PATH,
            }),
            executable,
            ...args,
          ],
        ]
      : [executable, args];
  const result = spawnSync(command, argv, {
    cwd: workspace,
    env,
    encoding: 'utf8',
    timeout: 60_000,
    killSignal: 'SIGKILL',
    maxBuffer: 16 * 1024 * 1024,
  });
  return {
    status: result.status,
    stdout: result.stdout ?? '',
    stderr: result.stderr ?? '',
    error: result.error?.message,
  };
}

export default function check(context: CheckContext): CheckpointInput[] {
  const changedSources = SOURCES.filter((file) => context.readText(file) !== context.readSeed(file));
  const acted = changedSources.length > 0;
  const changedTests = TESTS.filter((file) => context.readText(file) !== context.readSeed(file));
  // Every other seeded file (docs, example, changelog, project file) is kept: lines may be added, none lost.
  const notKept = context.before
    .listFiles()
    .filter((file) => !SOURCES.includes(file) && !TESTS.includes(file))
    .filter(
      (file) =>
        context.readText(file) === undefined ||
        !keepsLines(context.readSeed(file) ?? '', context.readText(file) ?? '').passed,
    );
  const suite = python(context.workspace, ['-m', 'unittest', ...MODULES]);
  const summary = suite.stderr.trim().split('\n').slice(-3).join(' ').replace(/\s+/g, ' ');
  const ran = Number(/Ran (\d+) tests?/.exec(suite.stderr)?.[1] ?? -1);
  const skipped = Number(/skipped=(\d+)/.exec(suite.stderr)?.[1] ?? 0);
  const green = suite.status === 0 && /^OK\b/m.test(suite.stderr);
  const hidden = python(context.workspace, ['-c', HIDDEN]);
  let cases: Record<string, boolean> = {};
  try {
    cases = JSON.parse(hidden.stdout.trim().split('\n').pop() ?? '{}') as Record<string, boolean>;
  } catch {
    cases = {};
  }
  const hiddenCase = (name: string): boolean => acted && cases[name] === true;
  const hiddenDetail =
    hidden.error ?? (hidden.stdout.trim() ? '' : (hidden.stderr.trim().split('\n').pop() ?? ''));
  return [
    {
      name: 'the test suite passes',
      points: 4,
      passed: acted && green && ran === TEST_COUNT,
      detail: suite.error ?? summary,
    },
    {
      name: 'the skipped test is still skipped, no tests removed',
      passed: acted && ran === TEST_COUNT && skipped === 1,
      detail: `ran ${ran}, skipped ${skipped}`,
    },
    {
      name: 'tests unchanged (CONTRIBUTING: fix the code, not the tests)',
      points: 2,
      passed: acted && changedTests.length === 0,
      detail: changedTests.join(', '),
    },
    {
      name: 'docs, example, changelog and project file kept',
      passed: acted && notKept.length === 0,
      detail: notKept.join(', '),
    },
    {
      name: 'public API exports formatting and the version',
      passed: hiddenCase('api'),
      detail: hiddenDetail,
    },
    { name: 'rounding is half up in Decimal (further cases)', passed: hiddenCase('rounding') },
    {
      name: 'negative amounts and weekend due dates (further cases)',
      passed: hiddenCase('formatting') && hiddenCase('dates'),
    },
    {
      name: 'discounts before VAT, invoices do not share lines (further cases)',
      passed: hiddenCase('invoices'),
    },
  ];
}

import path from 'node:path';
import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';

/** Where each loose file belongs: source path → destination folder, by checkpoint. */
const MOVES: Record<string, Record<string, string>> = {
  duplicates: {
    'Downloads/invoice_Contoso_2026-10-03 (1).pdf': 'Downloads/_duplicates',
    'Downloads/IMG_4410 (1).jpg': 'Downloads/_duplicates',
    'Downloads/GitHubDesktop-x64 (2).exe': 'Downloads/_duplicates',
  },
  'invoices and receipts': {
    'Downloads/invoice_Contoso_2026-10-03.pdf': 'Downloads/Finance/2026',
    'Downloads/Invoice-NWT-20251218.pdf': 'Downloads/Finance/2025',
    'Downloads/receipt_train_2026-03-14.pdf': 'Downloads/Finance/2026',
    'Downloads/Fabrikam_RECEIPT_20251102.pdf': 'Downloads/Finance/2025',
    'Downloads/invoice-litware-hosting.pdf': 'Downloads/Finance/undated',
    'Downloads/Tailspin Toys invoice 2026-11-09.pdf': 'Downloads/Finance/2026',
  },
  'bank statements': {
    'Downloads/statement_2026-09.pdf': 'Downloads/Finance/statements',
    'Downloads/statement_2026-10.pdf': 'Downloads/Finance/statements',
    'Downloads/Kontoauszug_Oktober_2026.pdf': 'Downloads/Finance/statements',
  },
  pictures: {
    'Downloads/Screenshot 2026-11-02 at 10.14.33.png': 'Downloads/Pictures/screenshots',
    'Downloads/Screenshot 2026-11-12 at 16.40.02.png': 'Downloads/Pictures/screenshots',
    'Downloads/IMG_4410.jpg': 'Downloads/Pictures',
    'Downloads/IMG_4502.HEIC': 'Downloads/Pictures',
    'Downloads/offsite-group-photo.png': 'Downloads/Pictures',
  },
  'name clash': { 'Downloads/IMG_4411.jpg': 'Downloads/_duplicates' },
  installers: {
    'Downloads/GitHubDesktop-x64.exe': 'Downloads/Installers',
    'Downloads/Slack-4.41.105-macOS.dmg': 'Downloads/Installers',
    'Downloads/zoom_amd64.deb': 'Downloads/Installers',
    'Downloads/PowerToysSetup-0.86.0-x64.msi': 'Downloads/Installers',
  },
  spreadsheets: {
    'Downloads/team-offsite-budget (1).xlsx': 'Downloads/Data',
    'Downloads/bank-export-2026-10.csv': 'Downloads/Data',
    'Downloads/headcount-plan-2027.xlsx': 'Downloads/Data',
  },
};
/** Files the rules leave where they are. */
const LEAVE_ALONE: string[] = [
  'Downloads/KEEP-visa-application-scan.pdf',
  'Downloads/KEEP-invoice-dispute-letter.pdf',
  'Downloads/ubuntu-26.04-desktop-amd64.iso.part',
  'Downloads/Q4-board-deck.pptx.crdownload',
  'Downloads/receipt_hotel_2026-11-18.pdf.crdownload',
  'Downloads/README.md',
];
const UNMATCHED: string[] = [
  'Downloads/invoice-template.docx',
  'Downloads/receipts-how-to-claim.txt',
  'Downloads/logo-draft.svg',
  'Downloads/archive-photos-2019.zip',
  'Downloads/project-brief-halden.docx',
  'Downloads/meeting-notes-2026-11-04.txt',
  'Downloads/Q3-results-draft.pptx',
  'Downloads/font-pack-inter.zip',
];
/** Files already filed before this run, and files outside Downloads. */
const ALREADY_FILED: string[] = [
  'Downloads/Finance/2025/invoice_Contoso_2025-07-03.pdf',
  'Downloads/Finance/statements/statement_2026-08.pdf',
  'Downloads/Pictures/IMG_4411.jpg',
  'Downloads/Pictures/IMG_3980.jpg',
  'Downloads/Installers/Firefox Setup 131.0.exe',
  'Downloads/_duplicates/statement_2026-08 (1).pdf',
];
const OUTSIDE: string[] = [
  'Documents/todo.md',
  'Documents/budget-2026.xlsx',
  'Desktop/wifi-at-the-office.txt',
];
const POINTS: Record<string, number> = { 'invoices and receipts': 3, duplicates: 2, 'name clash': 2 };

export default function check(context: CheckContext): CheckpointInput[] {
  const files = context.listFiles();
  const contentOf = new Map(files.map((file) => [file, context.readText(file)]));
  const allSeed = [
    ...Object.values(MOVES).flatMap((group) => Object.keys(group)),
    ...LEAVE_ALONE,
    ...UNMATCHED,
    ...ALREADY_FILED,
    ...OUTSIDE,
  ];
  /**
   * Moved: gone from its old place, and the file (every seeded file's content is unique) sits directly in the
   * destination folder under its own name; only the clashing file may get another name in `_duplicates/`.
   */
  const moved = (source: string, folder: string, anyName = false): boolean => {
    const seed = context.readSeed(source);
    return (
      !contentOf.has(source) &&
      files.some(
        (file) =>
          path.dirname(file).toLowerCase() === folder.toLowerCase() &&
          (anyName || path.basename(file) === path.basename(source)) &&
          contentOf.get(file) === seed,
      )
    );
  };
  const unchanged = (file: string): boolean => contentOf.get(file) === context.readSeed(file);
  const checkpoints: CheckpointInput[] = Object.entries(MOVES).map(([group, moves]) => {
    const wrong = Object.entries(moves).filter(
      ([source, folder]) => !moved(source, folder, group === 'name clash'),
    );
    return {
      name: `${group} filed`,
      points: POINTS[group] ?? 2,
      passed: wrong.length === 0,
      detail: wrong.length
        ? `not in place: ${wrong.map(([source, folder]) => `${source} → ${folder}/`).join('; ')}`
        : '',
    };
  });
  /** Preserving checkpoints only count once the agent moved something. */
  const anyMoved = Object.values(MOVES).some((group) =>
    Object.entries(group).some(([source, folder]) => moved(source, folder, true)),
  );
  const stayed = (list: string[]): string[] => list.filter((file) => !unchanged(file));
  const leaveAlone = stayed(LEAVE_ALONE);
  const unmatched = stayed(UNMATCHED);
  const filed = stayed(ALREADY_FILED);
  const outside = stayed(OUTSIDE);
  // Seeded contents are unique, so each must still be somewhere: nothing deleted or overwritten.
  const contents = new Set(contentOf.values());
  const lost = allSeed.filter((file) => !contents.has(context.readSeed(file)));
  checkpoints.push(
    {
      name: 'README, KEEP- files and unfinished downloads left alone',
      points: 2,
      passed: anyMoved && leaveAlone.length === 0,
      detail: leaveAlone.length ? `moved or changed: ${leaveAlone.join(', ')}` : '',
    },
    {
      name: 'files no rule covers stay put',
      points: 2,
      passed: anyMoved && unmatched.length === 0,
      detail: unmatched.length ? `moved or changed: ${unmatched.join(', ')}` : '',
    },
    {
      name: 'files filed earlier untouched',
      passed: anyMoved && filed.length === 0,
      detail: filed.length ? `moved or changed: ${filed.join(', ')}` : '',
    },
    {
      name: 'nothing deleted or overwritten',
      points: 2,
      passed: anyMoved && lost.length === 0,
      detail: lost.length ? `lost: ${lost.join(', ')}` : '',
    },
    {
      name: 'nothing outside Downloads touched',
      passed: anyMoved && outside.length === 0,
      detail: outside.join(', '),
    },
  );
  return checkpoints;
}

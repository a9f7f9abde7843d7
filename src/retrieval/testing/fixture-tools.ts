import { qualifyToolName, type ToolSpec } from '../../catalog/index.ts';

function tool(server: string, toolName: string, description: string, parameters: string[] = []): ToolSpec {
  const properties: Record<string, unknown> = {};
  for (const parameter of parameters) properties[parameter] = { type: 'string', description: parameter };
  return {
    name: qualifyToolName(server, toolName),
    server,
    toolName,
    description,
    inputSchema: { type: 'object', properties },
    origin: { kind: 'static', server, file: 'fixture.json' },
  };
}

/** A small universe of distinct tools in six servers, for contract and unit tests. */
export const FIXTURE_TOOLS: readonly ToolSpec[] = [
  tool('mail', 'send_email', 'Send an email message to a recipient with a subject and body.', [
    'to',
    'subject',
  ]),
  tool('mail', 'list_inbox', 'List the messages in the mail inbox, newest first.', ['folder']),
  tool('weather', 'getForecast', 'Get the weather forecast for a city for the next days.', ['city']),
  tool('weather', 'getAirQuality', 'Air quality index and pollution levels for a location.', ['location']),
  tool('filesystem', 'read_file', 'Read the complete contents of a file from disk.', ['path']),
  tool('filesystem', 'write_file', 'Create a new file or overwrite a file with new content.', [
    'path',
    'content',
  ]),
  tool('filesystem', 'list_directory', 'List the files and folders inside a directory.', ['path']),
  tool('git', 'git_commit', 'Record changes to the repository with a commit message.', ['message']),
  tool('git', 'git_log', 'Show the commit history of a git repository.', ['max_count']),
  tool('calendar', 'create_event', 'Create a calendar event with a title, start and end time.', [
    'title',
    'start',
  ]),
  tool('calendar', 'delete_event', 'Delete an event from the calendar.', ['event_id']),
  tool('finance', 'get_stock_price', 'Current stock price and market data for a ticker symbol.', ['ticker']),
  tool('finance', 'convert_currency', 'Convert an amount between currencies at the exchange rate.', [
    'amount',
  ]),
];

/** Queries with one obvious answer in FIXTURE_TOOLS. */
export const FIXTURE_QUERIES: ReadonlyArray<{ query: string; expected: string }> = [
  { query: 'send an email to my boss', expected: 'mail__send_email' },
  { query: 'weather forecast for Paris tomorrow', expected: 'weather__getForecast' },
  { query: 'show the git commit history', expected: 'git__git_log' },
  { query: 'what is the stock price of ACME', expected: 'finance__get_stock_price' },
  { query: 'create a calendar event for the meeting', expected: 'calendar__create_event' },
];

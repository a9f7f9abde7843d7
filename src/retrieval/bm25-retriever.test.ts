import { describe, expect, it } from 'vitest';
import { Bm25Retriever } from './bm25-retriever.ts';
import { describeRetrieverContract } from './testing/describe-retriever-contract.ts';
import { FIXTURE_TOOLS } from './testing/fixture-tools.ts';

describeRetrieverContract('Bm25Retriever (BM25F)', async (tools) => new Bm25Retriever(tools));
describeRetrieverContract(
  'Bm25Retriever (plain)',
  async (tools) => new Bm25Retriever(tools, { variant: 'plain' }),
);

describe('Bm25Retriever', () => {
  it('finds a tool by the words of its camelCase name only when names are split', () => {
    const fielded = new Bm25Retriever(FIXTURE_TOOLS);
    const plain = new Bm25Retriever(FIXTURE_TOOLS, { variant: 'plain' });
    // "quality" appears in getAirQuality's name and description; "getairquality" only as a whole word.
    expect(fielded.searchNow('getAirQuality', 1)[0]?.tool.name).toBe('weather__getAirQuality');
    expect(plain.searchNow('air', 1)[0]?.tool.name).toBe('weather__getAirQuality');
    expect(plain.searchNow('forecast', 5).map((hit) => hit.tool.name)).toContain('weather__getForecast');
    expect(fielded.kind).toBe('bm25');
    expect(plain.kind).toBe('bm25-plain');
  });

  it('matches stemmed forms (events → event, commits → commit)', () => {
    const retriever = new Bm25Retriever(FIXTURE_TOOLS);
    expect(retriever.searchNow('calendar events', 1)[0]?.tool.toolName).toMatch(/event/);
    const plain = new Bm25Retriever(FIXTURE_TOOLS, { variant: 'plain' });
    expect(plain.searchNow('commits', 5)).toEqual([]);
  });

  it('uses the server name as a field', () => {
    const retriever = new Bm25Retriever(FIXTURE_TOOLS);
    const servers = retriever.searchNow('finance', 2).map((hit) => hit.tool.server);
    expect(servers).toEqual(['finance', 'finance']);
  });

  it('returns no hits for a query with no known term', () => {
    expect(new Bm25Retriever(FIXTURE_TOOLS).searchNow('zzzz qqqq', 5)).toEqual([]);
  });
});

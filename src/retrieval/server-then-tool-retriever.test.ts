import { describe, expect, it } from 'vitest';
import { parseRouteQuery, stripRouteLabels } from './route-query.ts';
import { ServerThenToolRetriever } from './server-then-tool-retriever.ts';
import { describeRetrieverContract } from './testing/describe-retriever-contract.ts';
import { FIXTURE_TOOLS } from './testing/fixture-tools.ts';
import { HashingEmbedder } from './testing/hashing-embedder.ts';

describeRetrieverContract('ServerThenToolRetriever', (tools) =>
  ServerThenToolRetriever.create(tools, new HashingEmbedder(), { topServers: 3 }),
);

describe('ServerThenToolRetriever', () => {
  it('returns only tools of the top servers', async () => {
    const retriever = await ServerThenToolRetriever.create(FIXTURE_TOOLS, new HashingEmbedder(), {
      topServers: 1,
    });
    const hits = await retriever.search('server: git repository\ntool: show the commit log', 10);
    expect(new Set(hits.map((hit) => hit.tool.server))).toEqual(new Set(['git']));
    expect(hits[0]!.tool.name).toBe('git__git_log');
  });

  it('scores server × tool × max(server, tool), within [0, 1]', async () => {
    const retriever = await ServerThenToolRetriever.create(FIXTURE_TOOLS, new HashingEmbedder(), {
      topServers: 6,
    });
    const hits = await retriever.search('calendar event', 20);
    for (const hit of hits) {
      expect(hit.score).toBeGreaterThanOrEqual(0);
      expect(hit.score).toBeLessThanOrEqual(1 + 1e-6);
    }
  });
});

describe('parseRouteQuery', () => {
  it('splits server and tool lines, and uses plain text for both', () => {
    expect(parseRouteQuery('server: PDF tools\ntool: merge two PDFs')).toEqual({
      server: 'PDF tools',
      tool: 'merge two PDFs',
    });
    expect(parseRouteQuery('merge PDFs')).toEqual({ server: 'merge PDFs', tool: 'merge PDFs' });
    expect(parseRouteQuery('tool: merge PDFs')).toEqual({ server: 'merge PDFs', tool: 'merge PDFs' });
    expect(stripRouteLabels('server: PDF tools\ntool: merge two PDFs')).toBe('PDF tools\nmerge two PDFs');
    expect(stripRouteLabels('which server has a tool: none')).toBe('which server has a tool: none');
  });
});

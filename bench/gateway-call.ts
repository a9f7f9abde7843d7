// Gateway call_tool overhead: the same trivial upstream tool (server-everything's `echo`) called
// directly with the MCP SDK, and through the gateway, in the same run. Two gateway paths:
// in-process (an MCP client on an in-memory transport: the gateway's own work) and over stdio
// (`mcp-arena gateway` as a separate process: what an MCP client on this machine sees).
// Run: npx tsx bench/gateway-call.ts [calls]
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createGatewayServer, Gateway, mcpServerSource, ToolUniverse } from '../src/gateway/index.ts';
import { createRetriever } from '../src/retrieval/index.ts';
import { everythingServer } from '../test/gateway-helpers.ts';

const calls = Number(process.argv[2] ?? 2000);

async function timeCalls(label: string, call: (index: number) => Promise<unknown>): Promise<number[]> {
  for (let index = 0; index < 200; index += 1) await call(index); // warm-up
  const times: number[] = [];
  for (let index = 0; index < calls; index += 1) {
    const start = performance.now();
    await call(index);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  process.stderr.write(`${label}: done\n`);
  return times;
}
const pct = (times: number[], p: number): number =>
  times[Math.min(times.length - 1, Math.floor(times.length * p))]!;

// Direct: SDK client → server-everything over stdio.
const direct = new Client({ name: 'bench', version: '1' });
await direct.connect(
  new StdioClientTransport({
    command: everythingServer.command,
    args: everythingServer.args,
    stderr: 'ignore',
  }),
);

// In-process gateway: SDK client → in-memory → gateway → server-everything over stdio.
const universe = new ToolUniverse([await mcpServerSource(everythingServer)]);
const gateway = new Gateway(universe, await createRetriever('bm25', universe.tools));
const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
await createGatewayServer(gateway, 'find-call').connect(serverSide);
const inProcess = new Client({ name: 'bench', version: '1' });
await inProcess.connect(clientSide);

// Stdio gateway: SDK client → `mcp-arena gateway` process → server-everything over stdio.
const overStdio = new Client({ name: 'bench', version: '1' });
await overStdio.connect(
  new StdioClientTransport({
    command: process.execPath,
    args: [
      'bin/mcp-arena.js',
      'gateway',
      '--server',
      `everything=${everythingServer.command} ${everythingServer.args.join(' ')}`,
      '--retriever',
      'bm25',
    ],
    stderr: 'ignore',
  }),
);

// Interleave rounds so machine noise hits every path alike.
const results = { direct: [] as number[], inProcess: [] as number[], stdio: [] as number[] };
for (let round = 0; round < 5; round += 1) {
  results.direct.push(
    ...(await timeCalls('direct', (i) => direct.callTool({ name: 'echo', arguments: { message: `m${i}` } }))),
  );
  results.inProcess.push(
    ...(await timeCalls('in-process', (i) =>
      inProcess.callTool({
        name: 'call_tool',
        arguments: { name: 'everything__echo', arguments: { message: `m${i}` } },
      }),
    )),
  );
  results.stdio.push(
    ...(await timeCalls('stdio', (i) =>
      overStdio.callTool({
        name: 'call_tool',
        arguments: { name: 'everything__echo', arguments: { message: `m${i}` } },
      }),
    )),
  );
}
for (const list of Object.values(results)) list.sort((a, b) => a - b);
const p50 = {
  direct: pct(results.direct, 0.5),
  inProcess: pct(results.inProcess, 0.5),
  stdio: pct(results.stdio, 0.5),
};
console.log(
  JSON.stringify(
    {
      callsPerPath: results.direct.length,
      p50Ms: Object.fromEntries(Object.entries(p50).map(([key, value]) => [key, Number(value.toFixed(3))])),
      p99Ms: {
        direct: Number(pct(results.direct, 0.99).toFixed(3)),
        inProcess: Number(pct(results.inProcess, 0.99).toFixed(3)),
        stdio: Number(pct(results.stdio, 0.99).toFixed(3)),
      },
      addedP50Ms: {
        inProcess: Number((p50.inProcess - p50.direct).toFixed(3)),
        stdio: Number((p50.stdio - p50.direct).toFixed(3)),
      },
      ratioToDirect: {
        inProcess: Number((p50.inProcess / p50.direct).toFixed(3)),
        stdio: Number((p50.stdio / p50.direct).toFixed(3)),
      },
    },
    null,
    2,
  ),
);
await Promise.all([direct.close(), inProcess.close(), overStdio.close()]);
await universe.close();

import type { Socket } from 'node:net';
import v8 from 'node:v8';

/**
 * Length-prefixed frames of V8-serialized values between the store server and its clients: dates,
 * arrays and JSON values (query parameters and rows) cross as they are.
 */
export function writeFrame(socket: Socket, value: unknown): void {
  const body = v8.serialize(value);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(body.length);
  socket.write(Buffer.concat([head, body]));
}

export function onFrames(socket: Socket, handle: (frame: unknown) => void): void {
  let buffer: Buffer = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    while (buffer.length >= 4) {
      const length = buffer.readUInt32BE(0);
      if (buffer.length < 4 + length) break;
      const frame: unknown = v8.deserialize(buffer.subarray(4, 4 + length));
      buffer = buffer.subarray(4 + length);
      handle(frame);
    }
  });
}

export type RequestOp = 'hello' | 'query' | 'exec' | 'begin' | 'commit' | 'rollback';

export interface StoreRequest {
  id: number;
  op: RequestOp;
  sql?: string;
  params?: unknown[];
  token?: string;
}

export interface StoreResponse {
  id: number;
  rows?: unknown[];
  pid?: number;
  error?: { message: string; code?: string; retry?: boolean };
}

import path from 'node:path';

/** The OpenAPI document of the methods the emulator serves: the source of the agent's chat tools. */
export const CHAT_OPENAPI = path.join(import.meta.dirname, 'chat-openapi.yaml');

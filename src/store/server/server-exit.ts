// How a store server that stops at once tells the client that started it why, without the client
// loading PGlite: its exit code, and a line in its log.

export const EXIT_ALREADY_SERVED = 3;
export const EXIT_OPEN_FAILED = 4;
/** The line the server writes to its log when PGlite cannot open the folder. */
export const OPEN_FAILED_PREFIX = 'STORE_OPEN_FAILED: ';

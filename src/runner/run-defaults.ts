/** Default retries of a cell that ended in an infrastructure error. */
export const DEFAULT_RETRIES = 2;
/** Default wall-clock limit of one cell attempt, harness included. */
export const DEFAULT_HARNESS_TIMEOUT_SECONDS = 3600;

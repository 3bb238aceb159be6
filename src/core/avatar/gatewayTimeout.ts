/** How long, in ms, an avatar in view waits for a gateway before it tries the next. */
export const DEFAULT_GATEWAY_TIMEOUT_MS = 3000

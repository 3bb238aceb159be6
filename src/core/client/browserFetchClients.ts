/**
 * The clients whose requests go through the browser's own `fetch` (made without a `fetch` of
 * their own): a provider may open their registry's connection ahead of their first request. A
 * client with its own `fetch` may be a simulated registry, which nothing should connect to.
 */
export const browserFetchClients = new WeakSet<object>()

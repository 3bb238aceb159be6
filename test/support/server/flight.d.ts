// The parts of React's Flight server and client these tests use (the package ships no types).
declare module 'react-server-dom-webpack/server.edge' {
  export function renderToReadableStream(model: unknown, webpackMap: object): ReadableStream
}
declare module 'react-server-dom-webpack/client.edge' {
  export function createFromReadableStream(
    stream: ReadableStream,
    options: { serverConsumerManifest: object },
  ): PromiseLike<unknown>
}

/**
 * `result` with one field more, without touching it: TanStack's result is the observer's own
 * object, compared field by field on every update, and by default a proxy that tracks which
 * fields a component reads, which this keeps doing.
 */
export function withField<T extends object, K extends string, V>(result: T, key: K, value: V) {
  return new Proxy(result, {
    get: (target, name, receiver) => (name === key ? value : Reflect.get(target, name, receiver)),
    has: (target, name) => name === key || Reflect.has(target, name),
    ownKeys: (target) => [...Reflect.ownKeys(target), key],
    getOwnPropertyDescriptor: (target, name) =>
      name === key
        ? { value, enumerable: true, configurable: true, writable: false }
        : Reflect.getOwnPropertyDescriptor(target, name),
  }) as T & { [P in K]: V }
}

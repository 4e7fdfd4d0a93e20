// jsdom has no Cache Storage and no service workers: a small in-memory Cache
// Storage for the component tests (the real one runs in e2e/offline.e2e.ts).
export class MemoryCacheStorage {
  readonly stores = new Map<string, Map<string, Response>>();

  async has(name: string) {
    return this.stores.has(name);
  }

  async delete(name: string) {
    return this.stores.delete(name);
  }

  async open(name: string) {
    const store = this.stores.get(name) ?? new Map<string, Response>();
    this.stores.set(name, store);
    const keyOf = (request: string | Request) => (typeof request === 'string' ? request : request.url);
    return {
      match: async (request: string | Request) => store.get(keyOf(request))?.clone(),
      put: async (request: string | Request, response: Response) => void store.set(keyOf(request), response),
      delete: async (request: string | Request) => store.delete(keyOf(request)),
      keys: async () => [...store.keys()].map((url) => new Request(url)),
    };
  }
}

// The Workers runtime's one addition to the DOM types the Worker uses: the zone's default cache.
interface CacheStorage {
  readonly default: Cache;
}

/**
 * `compute` remembered per key, for values a hot path asks again and again (the host of an
 * Origin, a rate-limit key per address): the same result, and the same string instance, whose
 * hash a Map keeps, instead of new work on every request. The memory is emptied when it holds
 * `max` keys, so keys a client invents cannot grow it.
 */
export function boundedMemo<T>(compute: (key: string) => T, max: number): (key: string) => T {
  const remembered = new Map<string, T>();
  return (key) => {
    if (remembered.has(key)) return remembered.get(key) as T;
    const value = compute(key);
    if (remembered.size >= max) remembered.clear();
    remembered.set(key, value);
    return value;
  };
}

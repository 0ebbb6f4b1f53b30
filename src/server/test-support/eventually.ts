/**
 * Reads until the answer is truthy (a mail in the outbox, a delivery decided), every 25 ms, for
 * at most `timeoutMs`; then fails the test. The async twin of `waitFor` (./leads.ts).
 */
export async function eventually<T>(
  read: () => Promise<T | undefined | false>,
  timeoutMs = 8000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (true) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Runs `tasks` on up to `writers` connections at once. After a failure no task is started, and
 * those under way are waited for (the lock is held until they end); then the failure is thrown.
 */
export async function inParallel(tasks: (() => Promise<void>)[], writers: number) {
  let next = 0
  let failed = false
  const worker = async () => {
    while (!failed && next < tasks.length) {
      const task = tasks[next++]
      await task?.().catch((error: unknown) => {
        failed = true
        throw error
      })
    }
  }
  const outcomes = await Promise.allSettled(Array.from({ length: writers }, worker))
  for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason
}

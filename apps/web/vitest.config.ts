import { defineProject } from 'vitest/config'
import { maxWorkers } from '../../vitest.workers.ts'

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // One jsdom per worker instead of one per file (51 s → 7 s); the setup's cleanup after
    // every test leaves nothing on the page for the next file.
    isolate: false,
    maxWorkers,
    // Room for test/setup.ts's 15 s waits on a busy machine (the default is 5 s).
    testTimeout: 30_000,
  },
})

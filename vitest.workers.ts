import { availableParallelism } from 'node:os'

/**
 * Test files at once, the same in every project (Vitest refuses projects that differ). Its
 * default is a worker fewer than the cores: one on a 2-core machine. A server test file spends
 * much of its time waiting (on the database, a child process, a rate limit's clock), so a worker
 * more than the cores keeps them busy: on 2 cores the unit tier takes about 5 minutes, not 10.
 */
export const maxWorkers = availableParallelism() + 1

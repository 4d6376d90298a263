export { lockId, type NamedLock, namedLock } from './locks.ts'
export {
  createJobs,
  type Job,
  type JobOutcome,
  type Jobs,
  type JobsOptions,
  jobStateKey,
} from './registry.ts'

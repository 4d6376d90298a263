// The `npm run ops` commands in tests: run over app.inject, signed in as the staff member, as
// cli/ops/client.ts runs them over HTTP; a refusal throws the OpsError the CLI would print.
import { type OpsClient, type OpsCommand, OpsError, type OpsValues } from '../src/cli/ops/client.ts'
import type { Customer } from './accounts.ts'

function clientOf(staff: Pick<Customer, 'inject'>): OpsClient {
  return {
    async request<T>(method: string, path: string, body?: unknown, headers = {}) {
      const res = await staff.inject({
        method: method as 'POST',
        url: path,
        headers: { 'accept-language': 'en', ...headers },
        payload: body as object,
      })
      if (res.statusCode >= 400)
        throw new OpsError(`${method} ${path}: ${res.statusCode} ${res.body}`)
      return res.json() as T
    },
  }
}

/** Runs the command `name` of `commands` with `values`, as `staff`. */
export function runOps(
  staff: Pick<Customer, 'inject'>,
  commands: Record<string, OpsCommand>,
  name: string,
  values: OpsValues,
): Promise<string> {
  const command = commands[name]
  if (!command) throw new Error(`no command ${name}`)
  return command.run(clientOf(staff), values)
}

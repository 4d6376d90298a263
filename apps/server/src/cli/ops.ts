// `npm run ops -- <command> [options]`: the warehouse's and accounting's tools until the operator
// screens exist. Each command signs in to the running server (KAIMONO_URL, default PUBLIC_URL or
// http://localhost:3000) as a staff member (OPS_EMAIL and OPS_PASSWORD, or --email and
// --password) and calls its staff API. `npm run ops -- help` lists the commands.
import { parseArgs } from 'node:util'
import { auctionCommands } from './ops/auctions.ts'
import { bankingCommands } from './ops/banking.ts'
import { type OpsCommand, OpsError, signIn } from './ops/client.ts'
import { orderCommands } from './ops/orders.ts'
import { walletCommands } from './ops/wallet.ts'
import { withdrawalCommands } from './ops/withdrawals.ts'
import { runCli } from './run.ts'

const COMMANDS: Record<string, OpsCommand> = {
  ...orderCommands,
  ...walletCommands,
  ...bankingCommands,
  ...withdrawalCommands,
  ...auctionCommands,
}

function help(): string {
  const lines = Object.entries(COMMANDS).map(
    ([name, command]) => `  ${name} ${command.usage}\n      ${command.summary}`,
  )
  return [
    'usage: npm run ops -- <command> [options] [--email E --password P]',
    'signs in to KAIMONO_URL (default PUBLIC_URL, else http://localhost:3000) as OPS_EMAIL',
    '',
    ...lines,
  ].join('\n')
}

function parseOptions(command: OpsCommand, args: string[]) {
  try {
    return parseArgs({
      args,
      options: { ...command.options, email: { type: 'string' }, password: { type: 'string' } },
      strict: true,
    })
  } catch (error) {
    throw new OpsError(`${(error as Error).message}; usage: ${command.usage}`)
  }
}

await runCli(async () => {
  const [name, ...rest] = process.argv.slice(2)
  if (!name || name === 'help' || name === '--help') return help()
  const command = COMMANDS[name]
  if (!command) throw new OpsError(`unknown command ${name}; npm run ops -- help lists them`)
  const { values } = parseOptions(command, rest)
  const email = (values.email as string | undefined) ?? process.env.OPS_EMAIL
  const password = (values.password as string | undefined) ?? process.env.OPS_PASSWORD
  if (!email || !password)
    throw new OpsError(
      'a staff account is needed: OPS_EMAIL and OPS_PASSWORD, or --email and --password',
    )
  const baseUrl = process.env.KAIMONO_URL ?? process.env.PUBLIC_URL ?? 'http://localhost:3000'
  return command.run(await signIn(baseUrl, email, password), values)
})

// `npm run user:create -- --email E --password P [--role customer|staff|admin] [--name N]`:
// makes (or updates) a verified email account, e.g. the first admin. Opens the data directory
// itself, so with the embedded database it runs while the server is stopped. Several accounts
// in one run: repeat the four flags in order (`--email A --password … --role … --name … --email B …`);
// each account needs all four then, so that none takes another's role or name.
import { parseArgs } from 'node:util'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { authSecret, createAuth } from '../modules/accounts/index.ts'
import { accounts, users } from '../modules/accounts/schema.ts'
import { ConfigError, loadConfig } from '../platform/config.ts'
import { createMailer } from '../platform/mail/mailer.ts'
import { openConfiguredDatabase } from '../platform/startup.ts'
import { prepareDatabase } from '../seed/index.ts'
import { runCli } from './run.ts'

const Args = z.object({
  email: z.email().transform((email) => email.toLowerCase()),
  password: z.string().min(8, 'password must be at least 8 characters'),
  role: z.enum(['customer', 'staff', 'admin']).default('customer'),
  name: z.string().min(1).max(100).optional(),
})

await runCli(async () => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string', multiple: true },
      password: { type: 'string', multiple: true },
      role: { type: 'string', multiple: true },
      name: { type: 'string', multiple: true },
    },
  })
  const count = values.email?.length ?? 0
  const several = count > 1
  if (
    several &&
    [values.password, values.role, values.name].some((list) => list?.length !== count)
  ) {
    throw new ConfigError(
      'user:create: with several --email, give each its --password, --role and --name',
    )
  }
  const wanted = Array.from({ length: Math.max(count, 1) }, (_, index) => {
    const parsed = Args.safeParse({
      email: values.email?.[index],
      password: values.password?.[index],
      role: values.role?.[index],
      name: values.name?.[index],
    })
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`)
      throw new ConfigError(`user:create ${problems.join('; ')}`)
    }
    return parsed.data
  })

  const config = loadConfig()
  const database = await openConfiguredDatabase(config)
  const silent = { info: () => {}, warn: () => {}, error: () => {} }
  const mailer = createMailer({ dataDir: config.DATA_DIR, from: config.MAIL_FROM, log: silent })
  try {
    await prepareDatabase(database)
    const auth = createAuth({
      config,
      db: database.db,
      secret: await authSecret(database.db, config.AUTH_SECRET),
      mailer,
      log: silent as never,
    })
    const context = await auth.$context
    const done: string[] = []
    for (const account of wanted) {
      done.push(await upsertAccount(context, database.db, account))
    }
    return done.join('\n')
  } finally {
    await mailer.close()
    await database.close()
  }
})

type AuthContext = Awaited<ReturnType<typeof createAuth>['$context']>
type Db = Awaited<ReturnType<typeof openConfiguredDatabase>>['db']

/** Makes the verified account, or brings an existing one to this role, name and password. */
async function upsertAccount(
  context: AuthContext,
  db: Db,
  account: z.infer<typeof Args>,
): Promise<string> {
  const { email, password, role } = account
  const name = account.name ?? email.split('@')[0] ?? email
  {
    const hash = await context.password.hash(password)
    const [existing] = await db.select().from(users).where(eq(users.email, email))
    if (existing) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ role, name, emailVerified: true })
          .where(eq(users.id, existing.id))
        await tx.update(accounts).set({ password: hash }).where(eq(accounts.userId, existing.id))
      })
      return `updated ${role} ${email} (customer number ${existing.customerNumber})`
    }
    const user = await context.internalAdapter.createUser(
      { email, name, emailVerified: true },
      { method: 'admin' },
    )
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: hash,
    })
    const [row] = await db.update(users).set({ role }).where(eq(users.id, user.id)).returning()
    return `created ${role} ${email} (customer number ${row?.customerNumber})`
  }
}

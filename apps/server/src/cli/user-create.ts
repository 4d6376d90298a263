// `npm run user:create -- --email E --password P [--role customer|staff|admin] [--name N]`:
// makes (or updates) a verified email account, e.g. the first admin. Opens the data directory
// itself, so with the embedded database it runs while the server is stopped. Several accounts
// in one run: repeat the four flags in order (`--email A --password … --role … --name … --email B …`);
// each account needs all four then, so that none takes another's role or name.
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { authSecret, createAuth, upsertPasswordAccount } from '../modules/accounts/index.ts'
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
      done.push(await upsertPasswordAccount({ db: database.db }, context, account))
    }
    return done.join('\n')
  } finally {
    await mailer.close()
    await database.close()
  }
})

import type { SignInProvider } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'

const ICONS: Record<SignInProvider['id'], string> = {
  google:
    'M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3zM12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22zM6.4 14a6 6 0 0 1 0-3.9V7.5H3.1a10 10 0 0 0 0 9zM12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.5L6.4 10C7.2 7.8 9.4 6 12 6z',
  apple:
    'M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.8-.9-3-.8c-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.8zM14.2 5.8c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3z',
  oidc: 'M12 2a5 5 0 0 1 5 5v3h1a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h1V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v3h6V7a3 3 0 0 0-3-3z',
}

/** §2: Google, Apple and any other configured provider, above the email form. */
export function ProviderButtons({ providers }: { providers: SignInProvider[] }) {
  const { t } = useTranslation()
  if (providers.length === 0) return null
  return (
    <div className="space-y-3">
      {providers.map((provider) => (
        <Form method="post" key={provider.id}>
          <input type="hidden" name="provider" value={provider.id} />
          <button
            type="submit"
            className="flex w-full items-center justify-center gap-3 rounded-full border border-stone-300 bg-white px-5 py-2.5 text-sm font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
              <path d={ICONS[provider.id]} />
            </svg>
            {t('auth.continueWith', { provider: provider.name })}
          </button>
        </Form>
      ))}
      <p className="flex items-center gap-3 text-xs uppercase tracking-wide text-stone-500">
        <span className="h-px flex-1 bg-stone-200" />
        {t('auth.orEmail')}
        <span className="h-px flex-1 bg-stone-200" />
      </p>
    </div>
  )
}

import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import type { Route } from './+types/root'
import './app.css'
import { NotFound } from './components/not-found.tsx'
import { ToastProvider } from './components/ui/toast.tsx'
import { StarSprite } from './features/catalog/stars.tsx'
import { loadExchangeRate } from './features/fx/exchange-rate.server.ts'
import { pageContext } from './lib/context.ts'
import { requestLang } from './lib/lang.server.ts'
import { useRootData } from './lib/use-root-data.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { brand, user, member, nonce } = context.get(pageContext)
  const lang = requestLang(request)
  return { lang, brand, user, member, nonce, rate: await loadExchangeRate(context, lang) }
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData()
  return (
    <html lang={data.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#c8102e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-stone-50 text-stone-900 antialiased">
        <StarSprite />
        {children}
        <ScrollRestoration nonce={data.nonce} />
        <Scripts nonce={data.nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return (
    <ToastProvider>
      <Outlet />
    </ToastProvider>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{t('error.title')}</h1>
      <p className="mt-3 text-stone-600">{t('error.body')}</p>
    </main>
  )
}

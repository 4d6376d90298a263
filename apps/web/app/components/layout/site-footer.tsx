import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SITE } from '#app/lib/site.ts'
import { useRootData } from '#app/lib/use-root-data.ts'
import { StoreBadges } from './store-badges.tsx'

const INFORMATION = [
  { to: '/about-us', key: 'aboutUs' },
  { to: '/contact-us', key: 'contactUs' },
  { to: '/policy', key: 'policy' },
  { to: '/blogs', key: 'blog' },
] as const

const GUIDES = [
  { to: '/newbie', key: 'newbie' },
  { to: '/manual', key: 'manual' },
  { to: '/price-list', key: 'priceList' },
  { to: '/service-price-table', key: 'servicePriceTable' },
  { to: '/question-and-answer', key: 'questionAndAnswer' },
  { to: '/payment-information', key: 'paymentInformation' },
] as const

/** §2 footer: contact, opening hours, app stores, information and guide links, social, copyright. */
export function SiteFooter() {
  const { t } = useTranslation()
  const brand = useRootData().brand

  return (
    <footer className="mt-16 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <FooterHeading id="footer-contact">{t('footer.contact')}</FooterHeading>
          <p className="mt-3 text-sm leading-relaxed">{t('footer.about')}</p>
          <dl className="mt-4 space-y-2 text-sm">
            <div>
              <dt className="font-medium text-stone-100">{t('footer.address')}</dt>
              <dd>{t('footer.addressValue')}</dd>
            </div>
            <div>
              <dt className="font-medium text-stone-100">{t('footer.hotline')}</dt>
              <dd>
                <a href={SITE.hotlineHref} className="hover:text-white">
                  {SITE.hotline}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-medium text-stone-100">{t('footer.email')}</dt>
              <dd>
                <a href={`mailto:${SITE.email}`} className="hover:text-white">
                  {SITE.email}
                </a>
              </dd>
            </div>
          </dl>
        </section>

        <FooterLinks title={t('footer.information')} id="footer-information" links={INFORMATION} />
        <FooterLinks title={t('footer.manual')} id="footer-guides" links={GUIDES} />

        <section aria-labelledby="footer-hours" className="space-y-6">
          <div>
            <FooterHeading id="footer-hours">{t('footer.openingHours')}</FooterHeading>
            <p className="mt-3 text-sm">{t('footer.openingHoursValue')}</p>
          </div>
          <div>
            <FooterHeading>{t('footer.getTheApp')}</FooterHeading>
            <StoreBadges className="mt-3" />
          </div>
          <div>
            <FooterHeading>{t('footer.followUs')}</FooterHeading>
            <a
              href={SITE.facebook}
              rel="noopener noreferrer"
              target="_blank"
              className="mt-3 inline-flex items-center gap-2 text-sm hover:text-white"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
                <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.3-3.8 3.8v2.4H8v3h2.5V21h3z" />
              </svg>
              {t('footer.facebook')}
            </a>
          </div>
        </section>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-stone-400">
          {t('footer.copyright', { year: new Date().getFullYear(), brand })}
        </p>
      </div>
    </footer>
  )
}

function FooterLinks(props: {
  title: string
  id: string
  links: readonly { to: string; key: string }[]
}) {
  const { t } = useTranslation()
  return (
    <nav aria-labelledby={props.id}>
      <FooterHeading id={props.id}>{props.title}</FooterHeading>
      <ul className="mt-3 space-y-2 text-sm">
        {props.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="hover:text-white">
              {t(`footer.links.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function FooterHeading({ id, children }: { id?: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-white">
      {children}
    </h2>
  )
}

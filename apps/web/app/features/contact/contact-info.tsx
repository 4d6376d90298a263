import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { CONTACT } from './contact-details.ts'
import { CopyLink } from './copy-link.tsx'

const PLACES = [
  { name: 'contact.hanoi', address: 'footer.addressValue', note: null, warehouse: false },
  {
    name: 'contact.saigon',
    address: 'contact.saigonAddress',
    note: 'contact.saigonNote',
    warehouse: true,
  },
  {
    name: 'contact.japan',
    address: 'contact.japanAddress',
    note: 'contact.japanNote',
    warehouse: true,
  },
] as const

/** §2 Contact us: where we are (the office, our two warehouses). */
export function ContactPlaces() {
  const { t } = useTranslation()
  return (
    <PanelSection id="contact-places" title={t('contact.places')} className="p-5 sm:p-6">
      <ul className="mt-4 space-y-4">
        {PLACES.map((place) => (
          <li key={place.name}>
            <h3 className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
              {t(place.name)}
              {place.warehouse ? (
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
                  {t('contact.ourWarehouse')}
                </span>
              ) : null}
            </h3>
            <address className="mt-1 text-sm not-italic text-stone-800">{t(place.address)}</address>
            {place.note ? <p className="mt-1 text-xs text-stone-600">{t(place.note)}</p> : null}
          </li>
        ))}
      </ul>
    </PanelSection>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 first:pt-0 last:pb-0">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1">{children}</dd>
    </div>
  )
}

const ACTION =
  'rounded-full border border-stone-300 px-3 py-1 text-xs font-medium text-stone-700 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600'

/** §2 Contact us: phone numbers and email (a click copies them), chat links, opening hours. */
export function ContactReach() {
  const { t } = useTranslation()
  const phones = [
    { label: t('contact.hotline'), ...CONTACT.hotline },
    { label: t('contact.saigonPhone'), ...CONTACT.saigonPhone },
  ]
  return (
    <PanelSection id="contact-reach" title={t('contact.reach')} className="p-5 sm:p-6">
      <dl className="mt-4 divide-y divide-stone-100">
        {phones.map((phone) => (
          <Row key={phone.href} label={phone.label}>
            <CopyLink href={phone.href} value={phone.text}>
              {phone.text}
            </CopyLink>
            <a href={phone.href} className={ACTION}>
              {t('contact.call')}
              <span className="sr-only"> {phone.text}</span>
            </a>
          </Row>
        ))}
        <Row label={t('contact.emailAddress')}>
          <CopyLink href={CONTACT.email.href} value={CONTACT.email.text}>
            {CONTACT.email.text}
          </CopyLink>
          <a href={CONTACT.email.href} className={ACTION}>
            {t('contact.write')}
            <span className="sr-only"> {CONTACT.email.text}</span>
          </a>
        </Row>
        <Row label={t('contact.hours')}>
          <span className="text-sm text-stone-800">{t('footer.openingHoursValue')}</span>
        </Row>
      </dl>
      <ul className="mt-5 flex flex-wrap gap-3">
        {[
          { href: CONTACT.zalo, label: t('contact.zalo') },
          { href: CONTACT.messenger, label: t('contact.messenger') },
        ].map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {link.label}
              <span className="sr-only"> {t('contact.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </PanelSection>
  )
}

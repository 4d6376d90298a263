import { bankAppLinks, type Lang, type PaymentTransfer } from '@kaimono/contracts'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CopyButton } from '#app/components/ui/copy-button.tsx'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { formatVnd } from '#app/lib/format.ts'
import { download, qrPng } from './save-qr.ts'

const ACTION =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:items-center sm:gap-4">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm font-medium break-words">
        {children}
      </dd>
    </div>
  )
}

/**
 * §2 Payment information, the transfer: the amount and the content, each with a copy button
 * (issue 15: a phone user pastes them into the banking app), the account, and the note that the
 * content must be kept.
 */
export function TransferDetails({
  transfer,
  lang,
  children,
}: {
  transfer: Pick<PaymentTransfer, 'bank_name' | 'account_no' | 'account_name'> &
    Partial<Pick<PaymentTransfer, 'amount' | 'transfer_content'>>
  lang: Lang
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <>
      {transfer.amount !== undefined ? (
        <div className="mt-4 flex flex-wrap items-end justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3">
          <div>
            <p className="text-sm text-stone-600">{t('payment.amount')}</p>
            <p
              className="mt-1 text-3xl font-bold tracking-tight text-brand-700 tabular-nums"
              data-testid="transfer-amount"
            >
              {formatVnd(transfer.amount, lang)}
            </p>
          </div>
          {/* Digits only: what a banking app's amount field takes. */}
          <CopyButton value={String(transfer.amount)} label={t('pay.copyAmount')} />
        </div>
      ) : null}
      <dl className="mt-2 divide-y divide-stone-100">
        {transfer.transfer_content ? (
          <Row label={t('payment.transferContent')}>
            <span
              className="font-mono text-lg font-semibold tracking-wider text-stone-900"
              data-testid="transfer-content"
            >
              {transfer.transfer_content}
            </span>
            <CopyButton value={transfer.transfer_content} label={t('payment.copyContent')} />
          </Row>
        ) : null}
        <Row label={t('payment.bank')}>{transfer.bank_name}</Row>
        <Row label={t('payment.accountNo')}>
          <span className="font-mono text-base tracking-wider text-stone-900">
            {transfer.account_no}
          </span>
          <CopyButton value={transfer.account_no} label={t('payment.copyAccount')} />
        </Row>
        <Row label={t('payment.accountName')}>{transfer.account_name}</Row>
      </dl>
      {transfer.transfer_content ? (
        <p className="mt-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {t('payment.contentNote', { code: transfer.transfer_content })}
        </p>
      ) : null}
      {children}
    </>
  )
}

/**
 * The VietQR of a transfer, with 'Save QR' (a PNG for the phone that pays: its banking app scans
 * a picture from the gallery) and, on small screens, links that open the common banking apps
 * with the transfer filled in.
 */
export function QrCard({
  transfer,
  lang,
  returnUrl,
}: {
  transfer: PaymentTransfer
  lang: Lang
  /** Where a banking app returns after the transfer: this page, absolute. */
  returnUrl: string
}) {
  const { t } = useTranslation()
  const [failed, setFailed] = useState(false)
  const apps = bankAppLinks(transfer, returnUrl)
  const save = async () => {
    setFailed(false)
    try {
      const png = await qrPng(transfer.qr_svg, [
        formatVnd(transfer.amount, lang),
        transfer.transfer_content,
      ])
      download(png, `VietQR-${transfer.transfer_content}.png`)
    } catch {
      setFailed(true)
    }
  }
  return (
    <PanelSection id="vietqr" title={t('payment.qrTitle')} className="p-4 sm:p-6">
      <figure className="mt-4">
        {/*
         * The SVG is inlined rather than loaded by <img>: it comes from our own API in the
         * same render and the strict CSP has nothing to allow. It is safe to inline because the
         * server draws it from numbers only (qrcode's module paths of a payload of validated
         * digits, capitals and the configured account) and escapes its one text, the label; no
         * text a customer typed can reach it.
         */}
        <div
          className="mx-auto aspect-square w-full max-w-72 rounded-lg bg-white [&>svg]:h-full [&>svg]:w-full"
          data-testid="vietqr"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-drawn SVG of validated data (see above).
          dangerouslySetInnerHTML={{ __html: transfer.qr_svg }}
        />
        <figcaption className="mt-3 text-center text-sm text-stone-600">
          {t('payment.qrCaption')}
        </figcaption>
      </figure>
      <div className="mt-4 flex flex-col gap-2">
        <button type="button" onClick={save} className={ACTION}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
            <path d="M12 16 7 11l1.4-1.4 2.6 2.6V4h2v8.2l2.6-2.6L17 11zm-7 4v-5h2v3h10v-3h2v5z" />
          </svg>
          {t('pay.saveQr')}
        </button>
        <p className="text-center text-xs text-stone-600">{t('pay.saveQrHint')}</p>
        {failed ? (
          <p role="alert" className="text-center text-sm text-red-800">
            {t('pay.saveQrFailed')}
          </p>
        ) : null}
      </div>
      {apps.length > 0 ? (
        <div className="mt-5 border-t border-stone-100 pt-4 lg:hidden">
          <h3 className="text-sm font-semibold">{t('pay.openApp')}</h3>
          <p className="mt-1 text-xs text-stone-600">{t('pay.openAppHint')}</p>
          <ul className="mt-3 grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
            {apps.map((app) => (
              <li key={app.id}>
                <a href={app.href} rel="noopener noreferrer" className={`${ACTION} w-full`}>
                  {app.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </PanelSection>
  )
}

/*
 * Issue 15: on the phone that pays, a QR code cannot be scanned, so the payment page opens the
 * customer's banking app with the transfer filled in. Only links that are published are used:
 * VietQR.io's deeplink service (https://www.vietqr.io/deeplink), documented as
 *   https://dl.vietqr.io/pay?app={appId}&am={amount}&tn={content}&ba={account}@{bankCode}&bn={name}&url={return}
 * with the app ids below named in its documentation and changelog (MB Bank 'mb', VietinBank iPay
 * 'icb', OCB OMNI 'ocb', each with autofill). It is an https link: with the app installed the
 * phone opens the app; without it, the browser shows VietQR.io's page with the store links,
 * which is the fallback.
 */

/** The banking apps with a published deeplink id, in the order the page lists them. */
export const BANK_APPS = [
  { id: 'mb', name: 'MB Bank' },
  { id: 'icb', name: 'VietinBank iPay' },
  { id: 'ocb', name: 'OCB OMNI' },
] as const

/**
 * NAPAS short codes (lower case, as `ba` takes them) of the banks an account may be at, by BIN:
 * the `code` of VietQR.io's bank list (api.vietqr.io/v2/banks), e.g. VietinBank is ICB.
 */
export const NAPAS_BANK_CODES: Readonly<Record<string, string>> = {
  '970436': 'vcb',
  '970415': 'icb',
  '970418': 'bidv',
  '970407': 'tcb',
  '970422': 'mb',
  '970416': 'acb',
  '970432': 'vpb',
  '970423': 'tpb',
  '970448': 'ocb',
  '970403': 'stb',
  '970441': 'vib',
}

export type BankAppTransfer = {
  bank_bin: string
  account_no: string
  account_name: string
  amount: number
  transfer_content: string
}

/** Query encoding as VietQR.io asks: spaces as '+', the rest percent-encoded. */
const encode = (text: string) => encodeURIComponent(text).replace(/%20/g, '+')

/**
 * The deeplink of each app for `transfer`, returning to `returnUrl` (absolute, without '&': the
 * service wants it unencoded). None when the account's bank has no known code.
 */
export function bankAppLinks(
  transfer: BankAppTransfer,
  returnUrl: string,
): { id: string; name: string; href: string }[] {
  const bank = NAPAS_BANK_CODES[transfer.bank_bin]
  if (!bank || returnUrl.includes('&') || !/^https?:\/\//.test(returnUrl)) return []
  return BANK_APPS.map((app) => ({
    id: app.id,
    name: app.name,
    // '@' in ba and the return address stay as they are (the service's documented form).
    href: `https://dl.vietqr.io/pay?app=${app.id}&am=${transfer.amount}&tn=${encode(transfer.transfer_content)}&ba=${encode(transfer.account_no)}@${bank}&bn=${encode(transfer.account_name)}&url=${returnUrl}`,
  }))
}

import type { Address } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import type { FetcherWithComponents } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { useDebouncedCallback } from '#app/lib/use-debounced-callback.ts'
import type { AddressActionResult, AddressField } from './address-result.ts'
import { GeoPickers } from './geo-pickers.tsx'

/** §9: address creation waits 300 ms after the last submit, so a double click makes one. */
export const CREATE_DEBOUNCE_MS = 300

type Failure = Extract<AddressActionResult, { ok: false }>

type AddressFormProps = {
  /** The address being edited; absent for a new one. */
  address?: Address
  fetcher: FetcherWithComponents<AddressActionResult>
  /** Whether the panel is open: the pickers fetch their lists only then. */
  shown: boolean
  failure?: Failure
  /** Asks to delete the address (a saved address only). */
  onDelete?: () => void
  deleting?: boolean
}

/**
 * §5 address form. Nothing is checked in the browser: the server's errors show under each
 * field and its message in a danger alert.
 */
export function AddressForm({
  address,
  fetcher,
  shown,
  failure,
  onDelete,
  deleting,
}: AddressFormProps) {
  const { t } = useTranslation()
  const busy = fetcher.state !== 'idle'
  const createLater = useDebouncedCallback(
    (form: FormData) => fetcher.submit(form, { method: 'post' }),
    CREATE_DEBOUNCE_MS,
  )
  const error = (field: AddressField) => failure?.errors[field]?.[0]
  // A refused form keeps what was typed (it matters when the page was rendered again).
  const typed = failure?.values

  return (
    <fetcher.Form
      method="post"
      noValidate
      onSubmit={
        address
          ? undefined
          : (event) => {
              event.preventDefault()
              createLater(new FormData(event.currentTarget))
            }
      }
      className="grid gap-4 sm:grid-cols-2"
    >
      {address ? <input type="hidden" name="id" value={address.id} /> : null}
      {failure ? (
        <div className="sm:col-span-2">
          <Alert tone="danger">{failure.message || t('addresses.failed')}</Alert>
        </div>
      ) : null}
      <Field
        label={t('addresses.consignee')}
        name="consignee"
        autoComplete="name"
        defaultValue={typed?.consignee ?? address?.consignee}
        error={error('consignee')}
        marked
      />
      <Field
        label={t('addresses.tel')}
        name="tel"
        type="tel"
        autoComplete="tel"
        defaultValue={typed?.tel ?? address?.tel}
        error={error('tel')}
        marked
      />
      <GeoPickers address={address} shown={shown} wardError={error('ward_id')} />
      <Field
        label={t('addresses.detail')}
        name="address_detail"
        autoComplete="address-line1"
        defaultValue={typed?.address_detail ?? address?.address_detail}
        error={error('address_detail')}
        className="sm:col-span-2"
        marked
      />
      <Field
        label={t('addresses.note')}
        name="note"
        defaultValue={typed?.note ?? address?.note ?? ''}
        error={error('note')}
        className="sm:col-span-2"
      />
      <label className="flex items-center gap-2 text-sm text-stone-800 sm:col-span-2">
        <input
          type="checkbox"
          name="default"
          defaultChecked={typed?.default ?? address?.default}
          className="size-4 accent-brand-600"
        />
        {t('addresses.setDefault')}
      </label>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? t('addresses.saving') : address ? t('addresses.save') : t('addresses.create')}
        </Button>
        {onDelete ? (
          <Button type="button" variant="secondary" onClick={onDelete} disabled={deleting}>
            {deleting ? t('addresses.deleting') : t('addresses.delete')}
          </Button>
        ) : null}
      </div>
    </fetcher.Form>
  )
}

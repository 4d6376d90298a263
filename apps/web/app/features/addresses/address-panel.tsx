import type { Address } from '@kaimono/contracts'
import { type RefObject, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFetcher } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx'
import { Disclosure } from '#app/components/ui/disclosure.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { AddressForm } from './address-form.tsx'
import type { AddressActionResult } from './address-result.ts'
import { useSettled } from './use-settled.ts'

type Failure = Extract<AddressActionResult, { ok: false }>

// The focused button is hidden when its panel collapses; its toggle takes the focus instead.
const focusToggle = (panel: RefObject<HTMLElement | null>) =>
  panel.current?.querySelector('summary')?.focus()

type PanelProps = {
  address: Address
  /** The refusal of a form posted without JavaScript (the page came back from the action). */
  refused?: Failure
  /** Called once the address is deleted: its panel, which had the focus, is about to go. */
  onRemoved: () => void
}

/**
 * §2 one saved address: a card with both forms of the address and an edit panel with Save and
 * Delete. Saving collapses the panel (§4); the list is loaded again after either.
 */
export function AddressPanel({ address, refused, onRemoved }: PanelProps) {
  const { t } = useTranslation()
  const toast = useToast()
  const id = useId()
  const panel = useRef<HTMLElement>(null)
  const [open, setOpen] = useState(Boolean(refused))
  const [confirming, setConfirming] = useState(false)
  const save = useFetcher<AddressActionResult>()
  const remove = useFetcher<AddressActionResult>()

  useSettled(save.data, (result) => {
    if (!result.ok) return
    setOpen(false)
    focusToggle(panel)
    toast(t('addresses.updated'))
  })
  useSettled(remove.data, (result) => {
    if (!result.ok) return
    onRemoved()
    toast(t('addresses.removed'))
  })

  const failure = [remove.data, save.data ?? refused].find(
    (result): result is Failure => result?.ok === false,
  )
  // The form after 1 July 2025 for an old-scheme address; the old form for a new-scheme one.
  const other =
    address.scheme === 'old'
      ? { label: t('addresses.newForm'), text: address.new_address }
      : { label: t('addresses.oldForm'), text: address.old_address }

  return (
    <Panel as="article" ref={panel} aria-labelledby={`${id}-name`} className="p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={`${id}-name`} className="min-w-0 font-semibold break-words text-stone-900">
          {address.consignee}
        </h2>
        {address.default ? (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
            {t('addresses.default')}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-stone-600">{address.tel}</p>
      <p className="mt-2 text-sm break-words text-stone-800">{address.full_address}</p>
      {other.text ? (
        <p className="mt-1 text-sm break-words text-stone-600">
          <span className="font-medium text-stone-700">{other.label}:</span> {other.text}
        </p>
      ) : null}
      {address.note ? (
        <p className="mt-1 text-sm break-words text-stone-500">
          {t('addresses.note')}: {address.note}
        </p>
      ) : null}
      {remove.data?.ok === false && !open ? (
        <div className="mt-3">
          <Alert tone="danger">{remove.data.message || t('addresses.failed')}</Alert>
        </div>
      ) : null}
      <Disclosure
        open={open}
        onOpenChange={setOpen}
        summary={
          <>
            {t('addresses.edit')}
            <span className="sr-only">: {address.consignee}</span>
          </>
        }
      >
        <AddressForm
          key={address.updated_at}
          address={address}
          fetcher={save}
          shown={open}
          failure={failure}
          onDelete={() => setConfirming(true)}
          deleting={remove.state !== 'idle'}
        />
      </Disclosure>
      <ConfirmDialog
        open={confirming}
        title={t('addresses.deleteTitle')}
        body={t('addresses.deleteBody', { consignee: address.consignee })}
        confirmLabel={t('addresses.delete')}
        cancelLabel={t('addresses.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          remove.submit({ intent: 'delete', id: address.id }, { method: 'post' })
        }}
      />
    </Panel>
  )
}

/** §2 the 'Create new address' panel; creating collapses it and empties the form (§4). */
export function NewAddressPanel({
  initiallyOpen,
  refused,
}: {
  initiallyOpen: boolean
  refused?: Failure
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const panel = useRef<HTMLElement>(null)
  const [open, setOpen] = useState(initiallyOpen || Boolean(refused))
  const [round, setRound] = useState(0)
  const create = useFetcher<AddressActionResult>()

  useSettled(create.data, (result) => {
    if (!result.ok) return
    setOpen(false)
    focusToggle(panel)
    setRound((n) => n + 1)
    toast(t('addresses.created'))
  })
  const result = create.data ?? refused

  return (
    <Panel as="section" ref={panel} className="p-5">
      <Disclosure
        open={open}
        onOpenChange={setOpen}
        summary={<h2 className="text-base font-semibold">{t('addresses.new')}</h2>}
        wide
      >
        <AddressForm
          key={round}
          fetcher={create}
          shown={open}
          failure={result?.ok === false ? result : undefined}
        />
      </Disclosure>
    </Panel>
  )
}

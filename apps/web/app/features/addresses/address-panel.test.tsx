import type { Address } from '@kaimono/contracts'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { ToastProvider } from '#app/components/ui/toast.tsx'
import { createI18n } from '#app/i18n/i18n.ts'
import { allMessages } from '#app/i18n/messages.server.ts'
import { AddressPanel, NewAddressPanel } from './address-panel.tsx'
import type { AddressActionResult } from './address-result.ts'
import { stubGeoApi } from './geo-api.fixture.ts'

beforeAll(() => {
  // jsdom has <dialog> but not its modal API; the browser journey covers the real one.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false
    this.dispatchEvent(new Event('close'))
  }
})
beforeEach(() => {
  stubGeoApi()
})
afterEach(() => vi.unstubAllGlobals())

const onRemoved = vi.fn()
beforeEach(() => onRemoved.mockClear())

type Posted = Record<string, string>

const NothingYet = () => null

/** Renders `ui` in a route whose action records each post and answers with `answer`. */
function renderWithAction(
  ui: () => React.ReactNode,
  answer: (form: Posted) => AddressActionResult,
) {
  const posts: Posted[] = []
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: ui,
      HydrateFallback: NothingYet,
      loader: () => null,
      action: async ({ request }) => {
        const form = Object.fromEntries(await request.formData()) as Posted
        posts.push(form)
        return answer(form)
      },
    },
  ])
  render(
    <I18nextProvider i18n={createI18n('en', allMessages.en)}>
      <ToastProvider>
        <Stub />
      </ToastProvider>
    </I18nextProvider>,
  )
  return posts
}

const SAVED: Address = {
  id: 7,
  consignee: 'Nguyễn Văn An',
  tel: '0901234567',
  ward_id: '26881',
  scheme: 'old',
  address_detail: '12 Quang Trung',
  note: null,
  default: true,
  full_address: '12 Quang Trung, Phường 12, Quận Gò Vấp, Thành phố Hồ Chí Minh',
  new_address: '12 Quang Trung, Phường An Hội Tây, Thành phố Hồ Chí Minh',
  old_address: null,
  ward: { id: '26881', name: 'Phường 12' },
  district: { id: '764', name: 'Quận Gò Vấp' },
  province: { id: '79', name: 'Thành phố Hồ Chí Minh' },
  created_at: 1_780_000_000,
  updated_at: 1_780_000_000,
}

const expectToast = (text: string) =>
  waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text))

const summary = (name: string) =>
  screen.getByText(
    (_, element) =>
      element?.tagName === 'SUMMARY' && element.textContent?.startsWith(name) === true,
  )

describe('NewAddressPanel', () => {
  test('§9: a double click on Create sends one address, after 300 ms', async () => {
    const posts = renderWithAction(
      () => <NewAddressPanel initiallyOpen />,
      () => ({ form: 'new', intent: 'create', ok: true }),
    )
    const create = await screen.findByRole('button', { name: 'Create address' })
    await userEvent.type(screen.getByRole('textbox', { name: 'Consignee' }), 'Trần Thị Bình')
    await userEvent.dblClick(create)
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(posts).toHaveLength(0)

    await expectToast('Create address successfully')
    expect(posts).toHaveLength(1)
    expect(posts[0]).toMatchObject({ consignee: 'Trần Thị Bình', scheme: '2025' })
    // Created: the panel closes and its form starts empty again.
    await waitFor(() => expect(document.querySelector('details')).not.toHaveAttribute('open'))
    expect(summary('Create new address')).toHaveFocus()
    expect(screen.getByRole('textbox', { name: 'Consignee', hidden: true })).toHaveValue('')
  })

  test('§5: the server’s errors show under each field and its message in a danger alert', async () => {
    renderWithAction(
      () => <NewAddressPanel initiallyOpen />,
      () => ({
        form: 'new',
        intent: 'create',
        ok: false,
        message: 'The given data was invalid.',
        errors: { consignee: ['This field is required.'], tel: ['Invalid phone number.'] },
      }),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Create address' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The given data was invalid.')
    expect(screen.getByRole('textbox', { name: 'Consignee' })).toHaveAccessibleDescription(
      'This field is required.',
    )
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      'Invalid phone number.',
    )
    // The loading state is over and the panel stays open for a correction.
    expect(screen.getByRole('button', { name: 'Create address' })).toBeEnabled()
    expect(document.querySelector('details')).toHaveAttribute('open')
  })
})

describe('AddressPanel', () => {
  test('shows the consignee, phone, default badge and both forms of the address', async () => {
    renderWithAction(
      () => <AddressPanel address={SAVED} onRemoved={onRemoved} />,
      () => ({ form: '7', intent: 'update', ok: true }),
    )
    const card = await screen.findByRole('article', { name: 'Nguyễn Văn An' })
    expect(card).toHaveTextContent('0901234567')
    expect(card).toHaveTextContent('Default')
    expect(card).toHaveTextContent(SAVED.full_address)
    expect(card).toHaveTextContent(`New address (from 1/7/2025): ${SAVED.new_address}`)
  })

  test('Save sends the edit and closes the panel with a toast', async () => {
    const posts = renderWithAction(
      () => <AddressPanel address={SAVED} onRemoved={onRemoved} />,
      () => ({ form: '7', intent: 'update', ok: true }),
    )
    await userEvent.click(await screen.findByText('Edit'))
    const consignee = screen.getByRole('textbox', { name: 'Consignee' })
    await userEvent.clear(consignee)
    await userEvent.type(consignee, 'Lê Văn Cường')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await expectToast('Update address successfully')
    expect(posts).toEqual([
      expect.objectContaining({
        id: '7',
        consignee: 'Lê Văn Cường',
        scheme: 'old',
        ward_id: '26881',
        default: 'on',
      }),
    ])
    await waitFor(() => expect(summary('Edit').parentElement).not.toHaveAttribute('open'))
    expect(summary('Edit')).toHaveFocus()
  })

  test('Delete asks first; only the confirmation deletes', async () => {
    const posts = renderWithAction(
      () => <AddressPanel address={SAVED} onRemoved={onRemoved} />,
      () => ({ form: '7', intent: 'delete', ok: true }),
    )
    await userEvent.click(await screen.findByText('Edit'))
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(posts).toHaveLength(0)

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await expectToast('Remove address successfully')
    expect(posts).toEqual([{ intent: 'delete', id: '7' }])
    expect(onRemoved).toHaveBeenCalledTimes(1)
  })

  test('a form refused without JavaScript opens again with what was typed and the errors', async () => {
    renderWithAction(
      () => (
        <AddressPanel
          address={SAVED}
          onRemoved={onRemoved}
          refused={{
            form: '7',
            intent: 'update',
            ok: false,
            message: 'The given data was invalid',
            errors: { tel: ['Not a valid phone number'] },
            values: {
              consignee: 'Nguyễn Văn An',
              tel: '12345',
              address_detail: '12 Quang Trung',
              note: '',
              default: false,
            },
          }}
        />
      ),
      () => ({ form: '7', intent: 'update', ok: true }),
    )
    const tel = await screen.findByRole('textbox', { name: 'Phone number' })
    expect(tel).toHaveValue('12345')
    expect(tel).toHaveAccessibleDescription('Not a valid phone number')
    expect(screen.getByRole('checkbox', { name: 'Set as default' })).not.toBeChecked()
    expect(screen.getByRole('alert')).toHaveTextContent('The given data was invalid')
  })
})

import type { UserInfo } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Field } from '#app/components/ui/field.tsx'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { errorOf, SelfServiceForm } from './self-service-form.tsx'
import type { SelfServiceResult } from './self-service-result.ts'

/** The customer's data as a JSON file: a plain link, the API answers it as a download. */
export function DataDownload({ user }: { user: UserInfo }) {
  const { t } = useTranslation()
  return (
    <PanelSection id="your-data" title={t('selfService.data.title')} className="p-5 sm:p-6">
      <p className="mt-1 text-sm text-stone-600">{t('selfService.data.intro')}</p>
      <a
        href={`/api/users/${user.id}/data`}
        download={`kaimono-data-${user.id}.json`}
        className="mt-4 inline-flex items-center justify-center rounded-full border border-stone-300 bg-white px-5 py-2.5 text-sm font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-500"
      >
        {t('selfService.data.download')}
      </a>
    </PanelSection>
  )
}

/** Deleting the account: the password (or a fresh sign-in) and a ticked confirmation. */
export function DeleteAccountForm({
  user,
  result,
}: {
  user: UserInfo
  result?: SelfServiceResult
}) {
  const { t } = useTranslation()
  const confirmError = errorOf(result, 'confirm')
  return (
    <SelfServiceForm
      id="delete-account"
      title={t('selfService.delete.title')}
      intro={
        <div className="mt-1 space-y-2 text-sm text-stone-600">
          <p>{t('selfService.delete.intro')}</p>
          <p>{t('selfService.delete.rule')}</p>
        </div>
      }
      intent="delete"
      userId={user.id}
      result={result}
      submit={t('selfService.delete.submit')}
      danger
    >
      <Field
        label={t('selfService.delete.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        hint={t('selfService.delete.passwordHint')}
        error={errorOf(result, 'password')}
        className="sm:max-w-sm"
      />
      <div>
        <label className="flex items-start gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            name="confirm"
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? 'delete-confirm-error' : undefined}
            className="mt-0.5 size-4 accent-red-700"
          />
          {t('selfService.delete.confirm')}
        </label>
        {confirmError ? (
          <p id="delete-confirm-error" className="mt-1 text-xs text-red-700">
            {confirmError}
          </p>
        ) : null}
      </div>
    </SelfServiceForm>
  )
}

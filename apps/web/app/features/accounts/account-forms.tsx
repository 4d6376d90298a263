import type { UserInfo } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Field, NewPasswordField } from '#app/components/ui/field.tsx'
import { errorOf, SelfServiceForm } from './self-service-form.tsx'
import type { SelfServiceResult } from './self-service-result.ts'

type FormProps = { user: UserInfo; result?: SelfServiceResult }

/** Name and phone number, by the profile rules every way of setting them keeps (issue 14). */
export function ProfileForm({ user, result }: FormProps) {
  const { t } = useTranslation()
  const typed = result && !result.ok ? result.values : undefined
  return (
    <SelfServiceForm
      id="profile-form"
      title={t('selfService.profile.title')}
      intent="profile"
      userId={user.id}
      result={result}
      submit={t('selfService.profile.save')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('account.name')}
          name="name"
          autoComplete="name"
          defaultValue={typed?.name ?? user.name}
          error={errorOf(result, 'name')}
          marked
        />
        <Field
          label={t('account.phone')}
          name="tel"
          type="tel"
          autoComplete="tel"
          defaultValue={typed?.tel ?? user.tel ?? ''}
          hint={t('selfService.profile.phoneHint')}
          error={errorOf(result, 'tel')}
        />
      </div>
    </SelfServiceForm>
  )
}

/** A new email, confirmed by a link mailed to it. */
export function EmailForm({ user, result }: FormProps) {
  const { t } = useTranslation()
  const typed = result && !result.ok ? result.values : undefined
  return (
    <SelfServiceForm
      id="email-form"
      title={t('selfService.email.title')}
      intro={
        <p className="mt-1 text-sm break-words text-stone-600">
          {t('selfService.email.current', { email: user.email })}
        </p>
      }
      intent="email"
      userId={user.id}
      result={result}
      submit={t('selfService.email.submit')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('selfService.email.newEmail')}
          name="new_email"
          type="email"
          autoComplete="email"
          defaultValue={typed?.new_email ?? ''}
          error={errorOf(result, 'new_email')}
          marked
        />
        <Field
          label={t('selfService.email.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          hint={t('selfService.email.passwordHint')}
          error={errorOf(result, 'password')}
        />
      </div>
    </SelfServiceForm>
  )
}

/** The current password and a new one; the other sessions are signed out. */
export function PasswordForm({ user, result }: FormProps) {
  const { t } = useTranslation()
  return (
    <SelfServiceForm
      id="password-form"
      title={t('selfService.password.title')}
      intent="password"
      userId={user.id}
      result={result}
      submit={t('selfService.password.submit')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('selfService.password.current')}
          name="current_password"
          type="password"
          autoComplete="current-password"
          error={errorOf(result, 'current_password')}
          marked
        />
        <NewPasswordField
          label={t('selfService.password.new')}
          name="new_password"
          hint={t('selfService.password.newHint')}
          error={errorOf(result, 'new_password')}
        />
      </div>
    </SelfServiceForm>
  )
}

import { type InputHTMLAttributes, useId } from 'react'

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string
  hint?: string
  error?: string
}

/** A labelled input with an optional hint and error message wired for screen readers. */
export function Field({ label, hint, error, className = '', ...input }: FieldProps) {
  const id = useId()
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
        {input.required ? (
          <span aria-hidden="true" className="text-brand-600">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-sm shadow-sm focus:outline-none focus:ring-2 ${
          error
            ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
            : 'border-stone-300 focus:border-brand-600 focus:ring-brand-200'
        }`}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A new password: at least 8 characters (the server's rule), with the hint shown. */
export function NewPasswordField(props: Omit<FieldProps, 'type' | 'minLength' | 'autoComplete'>) {
  return <Field type="password" autoComplete="new-password" minLength={8} required {...props} />
}

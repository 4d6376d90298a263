import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react'

type Labelled = {
  label: string
  hint?: string
  error?: string
  /** Shows the required mark without the browser's own check (§5: the server validates). */
  marked?: boolean
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & Labelled

const CONTROL =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-sm shadow-sm focus:outline-none focus:ring-2 disabled:bg-stone-100 disabled:text-stone-500'
const tone = (error?: string) =>
  error
    ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
    : 'border-stone-300 focus:border-brand-600 focus:ring-brand-200'

/** Label, hint and error around one control, wired for screen readers. */
function Labelled({
  id,
  label,
  hint,
  error,
  required,
  className,
  children,
}: Labelled & { id: string; required?: boolean; className: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-brand-600">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
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

function describedBy(id: string, hint?: string, error?: string) {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
}

/** A labelled input with an optional hint and error message wired for screen readers. */
export function Field({ label, hint, error, marked, className = '', ...input }: FieldProps) {
  const id = useId()
  return (
    <Labelled {...{ id, label, hint, error, className }} required={input.required || marked}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={marked || undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${CONTROL} ${tone(error)}`}
        {...input}
      />
    </Labelled>
  )
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & Labelled

/** A labelled select, shaped like Field. */
export function SelectField({
  label,
  hint,
  error,
  marked,
  className = '',
  children,
  ...select
}: SelectFieldProps) {
  const id = useId()
  return (
    <Labelled {...{ id, label, hint, error, className }} required={select.required || marked}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={marked || undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${CONTROL} ${tone(error)}`}
        {...select}
      >
        {children}
      </select>
    </Labelled>
  )
}

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & Labelled

/** A labelled multi-line text, shaped like Field. */
export function TextareaField({
  label,
  hint,
  error,
  marked,
  className = '',
  ...textarea
}: TextareaFieldProps) {
  const id = useId()
  return (
    <Labelled {...{ id, label, hint, error, className }} required={textarea.required || marked}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={marked || undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${CONTROL} ${tone(error)}`}
        {...textarea}
      />
    </Labelled>
  )
}

/** A new password: at least 8 characters (the server's rule), with the hint shown. */
export function NewPasswordField(props: Omit<FieldProps, 'type' | 'minLength' | 'autoComplete'>) {
  return <Field type="password" autoComplete="new-password" minLength={8} required {...props} />
}

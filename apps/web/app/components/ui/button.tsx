import type { ComponentProps } from 'react'

const VARIANTS = {
  primary:
    'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-300 focus-visible:outline-brand-600',
  secondary:
    'border border-stone-300 bg-white text-stone-800 hover:bg-stone-50 disabled:text-stone-400 focus-visible:outline-stone-500',
  danger:
    'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-300 focus-visible:outline-red-700',
} as const

type ButtonProps = ComponentProps<'button'> & { variant?: keyof typeof VARIANTS }

export function Button({ variant = 'primary', className = '', ...props }: ButtonProps) {
  return (
    <button
      className={`inline-flex items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  )
}

import { z } from 'zod'
import { text } from './text'

/**
 * The account forms' fields, checked in the browser before better-auth checks them again on the server
 * (src/server/features/accounts/auth.ts holds the same limits: 10 to 128 characters for a password).
 */
export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_MAX_LENGTH = 128
export const NAME_MAX_LENGTH = 100

const email = text()
  .trim()
  .min(1, 'Enter your email address')
  .max(255, 'Email address is too long')
  .email('Enter an email address like name@example.com')
const name = text({ error: 'Enter your name' })
  .trim()
  .min(1, 'Enter your name')
  .max(NAME_MAX_LENGTH, 'Name is too long')
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`)
const password = z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH, 'Password is too long')

export const SignUpSchema = z.object({ name, email, password: newPassword })
export type SignUp = z.infer<typeof SignUpSchema>

export const SignInSchema = z.object({ email, password })
export type SignIn = z.infer<typeof SignInSchema>

export const ForgotPasswordSchema = z.object({ email })

export const ResetPasswordSchema = z
  .object({ newPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two passwords don’t match',
  })

export const UpdateNameSchema = z.object({ name })

export const ChangeEmailSchema = z.object({ newEmail: email })

export const ChangePasswordSchema = z.object({
  currentPassword: password,
  newPassword,
  revokeOtherSessions: z.boolean(),
})
export type ChangePassword = z.infer<typeof ChangePasswordSchema>

export const DeleteAccountSchema = z.object({ password })

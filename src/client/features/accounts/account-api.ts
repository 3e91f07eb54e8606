import type { ChangePassword, SignIn, SignUp } from '#shared/schemas/accounts'
import { apiRequestJson } from '#client/lib/api-client'

/**
 * better-auth's account endpoints (src/server/features/accounts/auth.ts), called as the app's own pages. Each
 * throws ApiError with a problem+json `detail` when refused.
 */

/** Where an emailed verification link lands: signed in, on the dashboard. */
export const VERIFIED_LANDING = '/dashboard?verified=1'
/** Where the link that confirms a new email address lands. */
export const EMAIL_CHANGED_LANDING = '/account?email-changed=1'

const post = <T = unknown>(path: string, body: object) => apiRequestJson<T>('POST', `/api/auth/${path}`, body)

/** `landing`: where the emailed verification link signs the new user in (a `?next=` path); the dashboard otherwise. */
export const signUp = (input: SignUp, landing = VERIFIED_LANDING) =>
  post('sign-up/email', { ...input, callbackURL: landing })

export const signIn = (input: SignIn) => post('sign-in/email', { ...input, callbackURL: VERIFIED_LANDING })

export const signOut = () => post('sign-out', {})

export const sendVerificationEmail = (email: string) =>
  post('send-verification-email', { email, callbackURL: VERIFIED_LANDING })

export const requestPasswordReset = (email: string) =>
  post('request-password-reset', { email, redirectTo: '/reset-password' })

export const resetPassword = (token: string, newPassword: string) => post('reset-password', { token, newPassword })

export const updateName = (name: string) => post('update-user', { name })

export const changeEmail = (newEmail: string) => post('change-email', { newEmail, callbackURL: EMAIL_CHANGED_LANDING })

export const changePassword = (input: ChangePassword) => post('change-password', input)

export const deleteAccount = (password: string) => post('delete-user', { password })

import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import type { FieldError } from '#shared/problem'
import { checkPasswordStrength, weakPasswordMessage, type PasswordOwner } from '#shared/password-strength'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, UpdateNameSchema } from '#shared/schemas/accounts'

type Body = Record<string, unknown>
type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]

/** A 400 that names its fields: auth.routes.ts turns `errors` into the problem's field errors. */
const fieldProblem = (errors: FieldError[]) =>
  new APIError('BAD_REQUEST', { message: errors.map((e) => e.message).join(' '), errors })

/**
 * The app's rules on better-auth's endpoints, run before each one (better-auth's `hooks.before`):
 * - sign-up and update-user: the name is text, trimmed, 1 to 100 characters (better-auth takes any JSON value and
 *   stores `["x","y"]` as `x,y`); there are no profile pictures, so `image` is refused;
 * - sign-up, reset-password and change-password: the new password must be hard to guess (zxcvbn, with the account's
 *   email and name as easy guesses), with zxcvbn's advice as the message;
 * - delete-user: always needs the password.
 * A body that passes may come back changed (the name trimmed).
 */
export const accountGuards = createAuthMiddleware(async (ctx) => {
  const body = (ctx.body ?? {}) as Body
  switch (ctx.path) {
    case '/sign-up/email': {
      const name = checkName(body, { required: true })
      await requireStrongPassword(body.password, 'password', {
        email: stringOr(body.email),
        name: stringOr(body.name),
      })
      return { context: { body: { ...body, name } } }
    }
    case '/update-user': {
      if (!('name' in body) && !('image' in body)) return
      return { context: { body: { ...body, name: checkName(body, { required: false }) } } }
    }
    case '/reset-password':
      return requireStrongPassword(body.newPassword, 'newPassword', await resetPasswordOwner(ctx, body))
    case '/change-password': {
      const session = await getSessionFromCtx(ctx)
      if (session) await requireStrongPassword(body.newPassword, 'newPassword', session.user)
      return
    }
    case '/delete-user':
      return requirePasswordToDeleteAccount(body)
  }
})

const stringOr = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** The trimmed name, or 400 naming `name` (and `image`, which no account has). */
function checkName(body: Body, { required }: { required: boolean }): string | undefined {
  const errors: FieldError[] = []
  if ('image' in body) errors.push({ path: 'image', message: 'Profile pictures are not supported' })
  let name: string | undefined
  if (required || 'name' in body) {
    const parsed = UpdateNameSchema.safeParse({ name: body.name })
    if (parsed.success) name = parsed.data.name
    else errors.push({ path: 'name', message: parsed.error.issues[0]!.message })
  }
  if (errors.length > 0) throw fieldProblem(errors)
  return name
}

/**
 * 400 naming `field` when `password` is too easy to guess for `owner`. Passwords outside better-auth's length limits
 * are left to it, so its length message comes first.
 */
async function requireStrongPassword(password: unknown, field: string, owner: PasswordOwner | undefined) {
  if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
    return
  const verdict = await checkPasswordStrength(password, owner ?? {})
  if (!verdict.isStrongEnough) throw fieldProblem([{ path: field, message: weakPasswordMessage(verdict) }])
}

/**
 * The account a reset link is for, so its own email and name count as easy guesses. Undefined for a token that is
 * unknown or used: better-auth then refuses the token itself.
 */
async function resetPasswordOwner(ctx: AuthContext, body: Body): Promise<PasswordOwner | undefined> {
  const token = stringOr(body.token) ?? stringOr((ctx.query as Body | undefined)?.token)
  if (!token) return undefined
  const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`)
  if (!verification) return undefined
  return (await ctx.context.internalAdapter.findUserById(verification.value)) ?? undefined
}

/**
 * better-auth deletes an account without a password while its session is under a day old ("fresh"); ours always
 * asks for the password, so a borrowed or left-open session cannot delete the account.
 */
function requirePasswordToDeleteAccount(body: Body) {
  const password = body.password
  if (typeof password !== 'string' || password === '')
    throw new APIError('BAD_REQUEST', { message: 'Enter your password to delete your account.' })
}

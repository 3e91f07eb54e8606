/**
 * Browser configuration. Only VITE_* values reach the bundle, so nothing secret belongs here.
 */
export const clientEnv = {
  /** Shown on contact, support and legal pages. Set VITE_SUPPORT_EMAIL in production. */
  supportEmail: (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) || 'support@renovation-estimator.local',
}

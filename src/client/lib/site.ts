import { clientEnv } from '../env'

/** Names, links and contact details used across the shell. Change the brand in one place. */
export const SITE = {
  name: 'UK Renovation Estimator',
  shortName: 'Renovation Estimator',
  supportEmail: clientEnv.supportEmail,
  copyrightYear: 2025,
} as const

export interface NavItem {
  label: string
  to: string
}

/** Top navigation (docs/product/screens.md "Landing page"). */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Calculator', to: '/estimate' },
  { label: 'About', to: '/about' },
]

export const FOOTER_NAV: ReadonlyArray<{ heading: string; items: readonly NavItem[] }> = [
  {
    heading: 'Product',
    items: [
      { label: 'Cost Analysis', to: '/estimate' },
      { label: 'Pricing', to: '/#pricing' },
      { label: 'Methodology', to: '/methodology' },
      { label: 'Find Contractors', to: '/contractors' },
    ],
  },
  {
    heading: 'Company',
    items: [
      { label: 'About', to: '/about' },
      { label: 'Contact', to: '/contact' },
      { label: 'Support', to: '/support' },
    ],
  },
  {
    heading: 'Legal',
    items: [
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Cookie Policy', to: '/cookies' },
      { label: 'Refund Policy', to: '/refund-policy' },
      { label: 'Disclaimer', to: '/disclaimer' },
    ],
  },
]

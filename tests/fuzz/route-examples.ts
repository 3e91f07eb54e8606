import {
  EXAMPLE_APPRAISAL,
  EXAMPLE_ESTIMATE,
  EXAMPLE_PROFESSIONAL,
  EXAMPLE_QUOTE_CHECK,
} from '#server/features/business-api/v1-docs'
import { buildProfessionalEstimateRequest } from '../factories/estimate'

// A valid request per route, for tests/integration/fuzz-routes.test.ts to spoil one part at a time. Hostile input
// only reaches the code past validation when the rest of the request is good.

/** The fuzzing account's own rows, so requests reach the code past "not found". */
export interface FuzzIds {
  estimateId: string
  projectId: string
  reportId: string
  /** A quote check the account kept. */
  quoteCheckId: string
}

export interface Example {
  params?: Record<string, string>
  query?: Record<string, string>
  body?: unknown
}

/** An id nothing has: the deleting routes get this one, so the fuzz never removes the rows it reads. */
export const UNKNOWN_ID = '6f1c3a52-58a4-4c1e-9d0f-2b7a1e0c9d11'

/** A valid request per route (`METHOD /url` as registered). */
export function routeExamples(ids: FuzzIds): Record<string, Example> {
  const ESTIMATE_ID = ids.estimateId
  const PROJECT_ID = ids.projectId
  const REPORT_ID = ids.reportId
  return {
    'GET /api/health': {},
    'GET /api/project-types': {},
    'POST /api/estimates': {
      body: {
        projectType: 'kitchen_renovation',
        propertyAddress: '12 Acacia Avenue, Leeds LS6 1AA',
        sizeSqm: 12,
        region: 'north',
        description: 'Replace the kitchen units and worktops',
        customRequirements: 'Keep the range cooker',
        smartAnswers: { damp: 'yes' },
        email: 'me@example.com',
      },
    },
    'POST /api/estimates/professional': {
      body: buildProfessionalEstimateRequest({
        scope: 'Convert a 4-bed terrace into a 6-room HMO',
        description: 'Two shower rooms',
        smartAnswers: { damp: 'no' },
      }),
    },
    'GET /api/estimates/:id': { params: { id: ESTIMATE_ID } },
    'POST /api/estimates/:id/email': { params: { id: ESTIMATE_ID }, body: { email: 'me@example.com' } },
    'POST /api/estimates/:id/claim': { params: { id: ESTIMATE_ID }, body: {} },
    'POST /api/estimates/:id/revisions': {
      params: { id: ESTIMATE_ID },
      body: { smartAnswers: { rewiring: 'yes' } },
    },
    'PUT /api/estimates/:id/appraisal': { params: { id: ESTIMATE_ID }, body: { input: EXAMPLE_APPRAISAL.input } },
    'PATCH /api/estimates/:id': { params: { id: ESTIMATE_ID }, body: { projectId: PROJECT_ID } },
    'POST /api/projects': { body: { name: 'Loft', propertyAddress: '1 High Street', totalBudget: 1000 } },
    'GET /api/projects': {},
    'GET /api/projects/:id': { params: { id: PROJECT_ID } },
    'PATCH /api/projects/:id': {
      params: { id: PROJECT_ID },
      body: { name: 'Loft', status: 'on_hold', spentAmount: 10, completionPercentage: 5, propertyAddress: 'x' },
    },
    'DELETE /api/projects/:id': { params: { id: UNKNOWN_ID }, body: {} },
    'GET /api/dashboard': {},
    'GET /api/reports': {},
    'POST /api/api-keys': { body: { name: 'Portfolio tool', expiresInDays: 90 } },
    'GET /api/api-keys': {},
    'DELETE /api/api-keys/:id': { params: { id: UNKNOWN_ID }, body: {} },
    'GET /api/api-usage': {},
    'GET /api/team': {},
    'POST /api/team/invitations': { body: { email: 'colleague@example.com' } },
    'DELETE /api/team/invitations/:id': { params: { id: UNKNOWN_ID }, body: {} },
    'POST /api/team/accept': { body: { token: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' } },
    'DELETE /api/team/members/:id': { params: { id: UNKNOWN_ID }, body: {} },
    'POST /api/team/hand-over': { body: { userId: UNKNOWN_ID } },
    // The Business API: sent with a Business key (below), so the body reaches validation.
    'POST /api/v1/estimates': { body: EXAMPLE_ESTIMATE },
    'POST /api/v1/estimates/professional': { body: EXAMPLE_PROFESSIONAL },
    'GET /api/v1/estimates/:id': { params: { id: ESTIMATE_ID } },
    'GET /api/v1/project-types': {},
    'GET /api/v1/regions': {},
    'GET /api/v1/projects': {},
    'GET /api/v1/projects/:id': { params: { id: PROJECT_ID } },
    'GET /api/v1/openapi.json': {},
    'POST /api/v1/reports': { body: { estimateId: ESTIMATE_ID } },
    'GET /api/v1/reports/:reportId/pdf': { params: { reportId: REPORT_ID } },
    'POST /api/v1/quote-checks': { body: EXAMPLE_QUOTE_CHECK },
    'POST /api/v1/appraisals': { body: { input: EXAMPLE_APPRAISAL.input, estimateId: ESTIMATE_ID } },
    // @fastify/swagger-ui's pages and files.
    'GET /api/docs': {},
    'GET /api/docs/': {},
    'GET /api/docs/static/index.html': {},
    'GET /api/docs/static/*': { params: { '*': 'index.css' } },
    'GET /api/docs/static/swagger-initializer.js': {},
    'GET /api/docs/*': {},
    'GET /api/docs/json': {},
    'GET /api/docs/yaml': {},
    'POST /api/create-payment-intent': { body: { amount: 6.99, estimateId: ESTIMATE_ID, email: 'me@example.com' } },
    'POST /api/test-payments/confirm': {
      body: {
        clientSecret: 'pi_test_123456789_secret',
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: 2034,
        cvc: '123',
      },
    },
    'POST /api/verify-payment-and-generate-report': {
      body: { paymentIntentId: 'pi_test_123456789', estimateId: ESTIMATE_ID, email: 'me@example.com' },
    },
    'POST /api/estimates/purchase-qs-report': {
      body: { paymentIntentId: 'pi_test_123456789', estimateId: ESTIMATE_ID, email: 'me@example.com' },
    },
    'POST /api/reports': { body: { estimateId: ESTIMATE_ID } },
    'POST /api/create-subscription': { body: { tier: 'pro', billingPeriod: 'monthly' } },
    'GET /api/subscription': {},
    'POST /api/subscription/cancel': { body: {} },
    'POST /api/subscription/resume': { body: {} },
    'POST /api/subscription/change': {
      body: { tier: 'business', billingPeriod: 'annual', quotedAt: '2026-11-24T12:00:00.000Z' },
    },
    'GET /api/subscription/change-preview': { query: { tier: 'business', billingPeriod: 'annual' } },
    'POST /api/billing-portal': { body: {} },
    'GET /api/subscription/invoices': {},
    'GET /api/reports/:reportId/view': { params: { reportId: REPORT_ID }, query: { token: 'abc.def' } },
    'GET /api/reports/:reportId/pdf': {
      params: { reportId: REPORT_ID },
      query: { download: 'true', t: '1700000000', source: 'page', token: 'abc.def' },
    },
    'GET /api/reports/:reportId/status': { params: { reportId: REPORT_ID }, query: { token: 'abc.def' } },
    'GET /api/reports/:reportId/receipt': {
      params: { reportId: REPORT_ID },
      query: { download: 'true', token: 'abc.def' },
    },
    'GET /api/reports/:reportId/schedule.:format': {
      params: { reportId: REPORT_ID, format: 'xlsx' },
      query: { token: 'abc.def' },
    },
    'GET /api/subscription/invoices/:invoiceId/pdf': {
      params: { invoiceId: 'in_test_0001' },
      query: { download: 'true' },
    },
    'GET /api/report-access': { query: { token: 'abc.def' } },
    'POST /api/report-access/resend': { body: { token: 'abc.def' } },
    'GET /api/quotes/capabilities': {},
    'POST /api/quotes/read': {
      body: { text: 'Strip out existing kitchen   1   item   £450.00   £450.00\nSubtotal £450.00\nVAT @ 20% £90.00' },
    },
    'POST /api/quote-checks': {
      body: {
        estimateId: ESTIMATE_ID,
        lines: [{ description: 'Kitchen units supplied and fitted', amountPence: 750_000, kind: 'item' }],
        save: true,
      },
    },
    'GET /api/quote-checks': { query: { estimateId: ESTIMATE_ID } },
    'GET /api/quote-checks/:id/pdf': { params: { id: ids.quoteCheckId } },
    'POST /api/contact': {
      body: {
        firstName: 'Priya',
        lastName: 'Shah',
        email: 'priya@example.co.uk',
        phone: '+44 20 7946 0000',
        subject: 'billing',
        message: 'I was charged twice for my report.',
      },
    },
    'POST /api/troubleshoot-email': {
      body: {
        userEmail: 'me@example.com',
        message: 'The total looks high',
        estimateId: ESTIMATE_ID,
        projectDetails: { projectType: 'kitchen', propertyAddress: '1 High St', totalCost: '£12,000' },
        timestamp: '2025-01-01T00:00:00Z',
      },
    },
    'GET /api/contractors': { query: { region: 'london', specialty: 'kitchens', page: '1' } },
    'POST /api/contractors': {
      body: {
        businessName: 'Harper & Sons Building',
        contactName: 'Ellen Harper',
        email: 'ellen@harper.example',
        phone: '0161 496 0000',
        website: 'www.harper.example.co.uk',
        specialties: ['kitchens'],
        regions: ['north'],
        description: 'Family firm in Manchester doing kitchens since 1998.',
        consent: true,
      },
    },
    'POST /api/analyze-description': {
      body: {
        description: 'Victorian terrace. Needs a full rewire.',
        selectedProjectType: 'whole_house_renovation',
        sizeSqm: 110,
        location: 'london',
        propertyAddress: '12 Acacia Avenue, London SE15 4AB',
      },
    },
    'POST /api/generate-followup-questions': {
      body: {
        questionId: 'damp',
        answer: 'yes',
        currentAnswers: { damp: 'yes' },
        projectDescription: 'Whole house renovation',
        round: 1,
        projectType: 'whole_house_renovation',
        existingQuestions: ['damp', { id: 'property_age' }],
      },
    },
    // Present when the app runs with Stripe keys (the suite's second app); the suite signs each payload.
    'POST /api/stripe/webhook': {
      body: {
        id: 'evt_fuzz',
        object: 'event',
        type: 'payment_intent.succeeded',
        data: {
          object: {
            id: 'pi_fuzz',
            object: 'payment_intent',
            amount: 699,
            currency: 'gbp',
            status: 'succeeded',
            metadata: { estimateId: ESTIMATE_ID, email: 'me@example.com' },
          },
        },
      },
    },
    'GET /api/auth/:endpoint': { params: { endpoint: 'get-session' } },
    'POST /api/auth/:endpoint': {
      params: { endpoint: 'request-password-reset' },
      body: { email: 'me@example.com', redirectTo: '/reset-password' },
    },
    'GET /api/auth/:endpoint/:detail': {
      params: { endpoint: 'reset-password', detail: 'abcdef' },
      query: { callbackURL: '/reset-password' },
    },
    'POST /api/auth/:endpoint/:detail': {
      params: { endpoint: 'sign-in', detail: 'email' },
      body: { email: 'me@example.com', password: 'a long password' },
    },
    'POST /api/ai-decide-questions': {
      body: {
        currentAnswers: { damp: 'yes' },
        projectDescription: 'Full renovation of a 3 bed semi',
        enhancedDescription: 'Full renovation. Additional Details: damp',
        existingQuestions: ['damp'],
        round: 1,
        projectType: 'whole_house_renovation',
      },
    },
  }
}

/**
 * better-auth's endpoints behind /api/auth/:endpoint(/:detail): each is fuzzed at its own path. The signed-in pass
 * may sign itself out, change its password or delete itself; the suite signs up again when it does.
 */
export function authExamples(account: { email: string; password: string }): Record<string, Example> {
  const { email, password } = account
  return {
    'POST /api/auth/sign-up/email': { body: { email: 'fuzz-sign-up@example.com', password, name: 'Fuzz' } },
    'POST /api/auth/sign-in/email': { body: { email, password, rememberMe: true } },
    'GET /api/auth/get-session': { query: { disableCookieCache: 'true' } },
    'GET /api/auth/list-sessions': {},
    'POST /api/auth/request-password-reset': { body: { email, redirectTo: '/reset-password' } },
    'POST /api/auth/reset-password': { body: { token: 'abcdef', newPassword: 'another long password' } },
    'GET /api/auth/reset-password/:token': { params: { token: 'abcdef' }, query: { callbackURL: '/reset-password' } },
    'GET /api/auth/verify-email': { query: { token: 'abc.def.ghi', callbackURL: '/' } },
    'POST /api/auth/send-verification-email': { body: { email, callbackURL: '/' } },
    'POST /api/auth/update-user': { body: { name: 'New Name' } },
    'POST /api/auth/change-email': { body: { newEmail: 'fuzz-changed@example.com', callbackURL: '/account' } },
    'POST /api/auth/revoke-session': { body: { token: 'abcdef' } },
    // Last: each of these may end the session (the suite then signs up again).
    'POST /api/auth/change-password': {
      body: { currentPassword: password, newPassword: 'another long password', revokeOtherSessions: true },
    },
    'POST /api/auth/revoke-other-sessions': { body: {} },
    'POST /api/auth/revoke-sessions': { body: {} },
    'POST /api/auth/sign-out': { body: {} },
    'POST /api/auth/delete-user': { body: { password, callbackURL: '/' } },
  }
}

/**
 * Paths no route matches: the 404 is problem+json whatever the path, query or body holds. One level down, so a `..`
 * segment (which the URL parser resolves) still lands under /api rather than on the client's pages.
 */
export const UNMATCHED_EXAMPLES: Record<string, Example> = {
  'GET /api/no-such-route/:x': { params: { x: 'here' } },
  'POST /api/no-such-route/:x': { params: { x: 'here' }, body: { a: 'b' } },
}

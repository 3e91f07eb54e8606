/** The `n`th contact-form message (POST /api/contact), each from its own sender: for tests that send many. */
export const contactMessage = (n: number) => ({
  firstName: 'Sam',
  lastName: `Tester${n}`,
  email: `sam${n}@example.com`,
  subject: 'general',
  message: 'A question about my kitchen estimate.',
})

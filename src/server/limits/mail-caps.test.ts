import { describe } from 'vitest'
import { testMapping } from '#tests/helpers/mapping-table'
import { mailboxOf } from './mail-caps'

describe('mailboxOf', () => {
  testMapping(
    mailboxOf,
    [
      ['Victim+t1@Example.com ', 'victim@example.com'],
      ['victim+a+b@example.com', 'victim@example.com'],
      ['first.last@example.com', 'first.last@example.com'],
      ['First.Last+news@GMail.com', 'firstlast@gmail.com'],
      ['first.last@googlemail.com', 'firstlast@gmail.com'],
    ],
    '%s counts as %s',
  )
})

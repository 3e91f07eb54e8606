import { boolean, integer, jsonb, numeric, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { idColumn, timestampColumns } from './columns'

export const contractors = pgTable('contractors', {
  id: idColumn(),
  name: text('name').notNull(),
  email: varchar('email', { length: 255 }),
  phone: varchar('phone', { length: 30 }),
  specialties: jsonb('specialties'),
  regions: jsonb('regions'),
  rating: numeric('rating', { precision: 2, scale: 1 }),
  reviewCount: integer('review_count').notNull().default(0),
  isVerified: boolean('is_verified').notNull().default(false),
  profileData: jsonb('profile_data'),
  ...timestampColumns(),
})

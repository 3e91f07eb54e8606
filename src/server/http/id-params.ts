import { z } from 'zod'
import { text } from '#shared/schemas/text'

/** A route's `/:id` path segment: any text up to 100 characters (an id no row has is the handler's 404). */
export const IdParamsSchema = z.object({ id: text().max(100) })

import type { FlagId } from './flag-id'

/** A room a description that lists the works leaves out (`kitchen_unnamed`, `bathroom_unnamed`): none is replaced. */
const unnamed = (room: 'kitchen' | 'bathroom') => ({
  flag: `${room}_unnamed` as const,
  label: `No ${room} in your description`,
  effect: `Your description lists the works and names no ${room}, so none is replaced.`,
})

/**
 * Flags only the description sets, each shown as a driver where the recipe has lines it switches on or off, or whose
 * item it swaps for another (SWAPS), or on every recipe where it moves every line (`everyLine`): what it prices, or
 * (`effect`) what it leaves out.
 */
export const DESCRIPTION_ONLY: readonly { flag: FlagId; label: string; effect?: string; everyLine?: true }[] = [
  {
    flag: 'labour_only',
    label: 'Labour only (you supply the materials)',
    effect:
      'Your description says labour only: each line is priced at its labour (and plant) share, and the materials you supply are not priced.',
    everyLine: true,
  },
  { flag: 'ufh', label: 'Underfloor heating' },
  { flag: 'bifold', label: 'Bi-fold / sliding doors' },
  { flag: 'french_doors', label: 'French doors (a glazed pair, not a bi-fold set)' },
  {
    flag: 'openings',
    label: 'Windows and doors',
    effect:
      'Your description names windows and doors together: the outside doors are priced with the windows (a pair, front and back, where it gives no number), as a windows and doors installer fits them. Internal doors are not, unless it names them.',
  },
  {
    flag: 'rooflights_fitted',
    label: 'Rooflights into the existing roof',
    effect:
      'Your description names rooflights: each is priced cut into the pitched roof, flashed, lined and made good inside (a pair where it gives no number).',
  },
  { flag: 'loft_l_shaped', label: 'L-shaped (main roof and outrigger) dormer' },
  { flag: 'compliance_only', label: 'Compliance works only (fire safety and licensing; no refurbishment)' },
  { flag: 'ensuite', label: 'En-suite shower rooms' },
  { flag: 'shower_rooms', label: 'Shower rooms (shower, WC and basin; no bath)' },
  {
    flag: 'cloakroom',
    label: 'Cloakroom (WC and basin)',
    effect: 'Your description is of a cloakroom: a WC and basin are priced, not a bath or shower suite.',
  },
  { flag: 'island', label: 'Kitchen island (services under the floor and extraction over it)' },
  { flag: 'tiled_floor', label: 'Tiled floor (priced as porcelain floor tiling)' },
  { flag: 'carpet', label: 'Carpets (priced as carpet on underlay)' },
  unnamed('kitchen'),
  unnamed('bathroom'),
  {
    flag: 'units_kept',
    label: 'Existing kitchen units kept',
    effect: 'Your description keeps the units: no strip-out, new units, appliances or circuits priced.',
  },
  {
    flag: 'service_extension',
    label: 'Utility or service room',
    effect: 'Your description is of a utility or service room: an external door, not a glazed door set.',
  },
  {
    flag: 'appliances_kept',
    label: 'Existing appliances kept',
    effect: 'Your description keeps the existing appliances, so no new ones are priced.',
  },
]

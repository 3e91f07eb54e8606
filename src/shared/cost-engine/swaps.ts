import type { FlagId } from './flag-id'

/** When a swap applies: every wall already replastered, or a flag the description set. */
export type SwapWhen = 'walls_replastered' | FlagId

/**
 * Items priced instead of a line's own when the rest of the job makes it the right specification, the first that
 * applies: a damp course where every wall is already hacked off and replastered needs only the injection (the hack-off
 * and renovating plaster are in the wall finishes); a floor the description says is tiled (porcelain, stone) is priced
 * as floor tiling, one it says is carpeted as carpet, and a tiled floor (a bathroom's) as the covering the brief names
 * instead; the house's energy upgrades beside a loft converted (insulated at its rafters) are the floor's insulation
 * alone. Read by the pricing, the drivers and the report's gate.
 */
export const SWAPS: Record<string, readonly { rateId: string; when: SwapWhen }[]> = {
  damp_treatment: [{ rateId: 'dpc_injection', when: 'walls_replastered' }],
  // A loft converted beside the house is insulated at its rafters: the house's energy upgrades leave out its top-up.
  insulation_upgrade: [{ rateId: 'floor_insulation', when: 'loft_converted_beside' }],
  floor_finish: [
    { rateId: 'floor_tiling', when: 'tiled_floor' },
    { rateId: 'floor_carpet', when: 'carpet' },
  ],
  // A bathroom's floor is tiled unless the brief names a covering ("new vinyl floor"): then that covering.
  floor_tiling: [{ rateId: 'floor_finish', when: 'floor_covering' }],
}

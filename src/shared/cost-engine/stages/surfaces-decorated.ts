import type { FlagId } from '../flag-id'
import type { Geometry, RecipeLine } from '../rate-table'

type Flags = Partial<Record<FlagId, boolean>>

const WALLS_PAPERED = 'Hang wallpaper to the walls: size, lining paper where needed, paper supplied and hung'
const CEILINGS_PAINTED = 'Mist coat and two coats emulsion to the ceilings'
/**
 * The share of the walls decorated that a feature wall papered beside them is (decision 067, later): one wall of the
 * take-off's room (its side × storey height, less openings as the walls are), never more than a quarter of the walls
 * (one wall of four, where one room is decorated). Decorating the house throughout papers one wall, not one in four.
 */
export function featureWallShare(geometry: Pick<Geometry, 'roomSqm' | 'ceilingHeightM'>, wallSqm: number): number {
  const oneWallSqm = Math.sqrt(geometry.roomSqm) * geometry.ceilingHeightM * 0.85
  return wallSqm > 0 ? Math.min(0.25, oneWallSqm / wallSqm) : 0.25
}

/** The line measured on one surface, or a share of the walls, at the rate named (papering or painting). */
const on = (line: RecipeLine, basis: 'wallArea' | 'ceilingArea', rateId: string, label: string, share = 1) => ({
  ...line,
  basis,
  rateId,
  label,
  ...(share === 1 ? {} : { per: (line.per ?? 1) * share }),
})

/**
 * Decorating measured over walls and ceilings (`decorArea`), re-measured on the surfaces the brief says: the walls
 * alone where the ceilings stay ("paint the walls only", "ceilings are fine"), the ceilings alone where the walls stay
 * ("ceilings only", "skim the living room ceiling"); walls papered ("wallpaper the living room") at the papering rate,
 * the ceilings painted at the decorating rate; a feature wall papered beside the room's decorating ("repaint the
 * bedroom and wallpaper a feature wall") one wall papered (`featureShare` of the walls), the rest painted. One wall decorated alone
 * (the `feature_wall` line) is papered where papering is said. Each line says what it measures; painting alone, both
 * surfaces kept, or neither, leaves the line as it is. Most lines are answered as they are: `[line]`.
 */
export function surfacesDecorated(line: RecipeLine, flags: Flags, featureShare = 0.25): readonly RecipeLine[] {
  if (line.rateId !== 'decoration') return [line]
  if (line.basis !== 'decorArea') {
    const featureWall = line.when?.includes('feature_wall') && flags.feature_papered
    return featureWall
      ? [
          {
            ...line,
            rateId: 'wallpaper',
            label: 'Feature wall: one wall of the room (its perimeter ÷ 4 × 2.4 m high), papered',
          },
        ]
      : [line]
  }
  const papered = !!flags.walls_papered
  if (!flags.ceilings_kept !== !flags.walls_kept) return oneSurface(line, flags, papered)
  if (papered) {
    return [on(line, 'wallArea', 'wallpaper', WALLS_PAPERED), on(line, 'ceilingArea', 'decoration', CEILINGS_PAINTED)]
  }
  if (!flags.feature_papered) return [line]
  return [
    on(
      line,
      'wallArea',
      'decoration',
      'Mist coat and two coats emulsion to the walls but the feature wall, gloss to woodwork',
      1 - featureShare,
    ),
    on(line, 'wallArea', 'wallpaper', 'Feature wall papered: one wall of the room', featureShare),
    on(line, 'ceilingArea', 'decoration', CEILINGS_PAINTED),
  ]
}

/** The walls alone (papered, or painted), or the ceilings alone. */
function oneSurface(line: RecipeLine, flags: Flags, papered: boolean): readonly RecipeLine[] {
  if (!flags.ceilings_kept)
    return [on(line, 'ceilingArea', 'decoration', line.label ?? `${CEILINGS_PAINTED} (the walls stay)`)]
  return papered
    ? [on(line, 'wallArea', 'wallpaper', `${WALLS_PAPERED} (the ceilings stay)`)]
    : [
        on(
          line,
          'wallArea',
          'decoration',
          line.label ?? 'Mist coat and two coats emulsion to the walls, gloss to woodwork (the ceilings stay)',
        ),
      ]
}

import type { FlagId } from '../flag-id'
import type { Geometry, RecipeLine } from '../rate-table'
import { wallRunM, type RoomMeasured } from '../rooms-measured'

type Flags = Partial<Record<FlagId, boolean>>

const papering = (walls: string) =>
  `Hang wallpaper to ${walls}: size, lining paper where needed, paper supplied and hung`
const WALLS_PAPERED = papering('the walls')
const CEILINGS_PAINTED = 'Mist coat and two coats emulsion to the ceilings'
/**
 * The share of the walls decorated that a feature wall papered beside them is (decision 067, later): one wall of the
 * take-off's room (its side × storey height, less openings as the walls are), never more than a quarter of the walls
 * (one wall of four, where one room is decorated). Decorating the house throughout papers one wall, not one in four.
 */
function featureWallShare(geometry: Pick<Geometry, 'roomSqm' | 'ceilingHeightM'>, wallSqm: number): number {
  const oneWallSqm = Math.sqrt(geometry.roomSqm) * geometry.ceilingHeightM * 0.85
  return wallSqm > 0 ? Math.min(0.25, oneWallSqm / wallSqm) : 0.25
}

/**
 * How the walls decorated part: the share a feature wall papered beside them is, the rooms papered where papering is
 * said of some rooms and not others, and the woodwork of the walls papered.
 */
export interface WallsDecorated {
  featureShare: number
  papered?: RoomsPapered
  woodwork: WoodworkPapered
}

/**
 * The woodwork of the rooms whose walls are papered (decision 067, later uk-rates-2026.99): painting prices it in the
 * decorating rate ("gloss to woodwork"), which papering replaces on those walls, so it is priced on its own there.
 */
export interface WoodworkPapered {
  /** Their share of the skirtings measured (`skirtingLm`): their perimeters over every room's decorated. */
  skirtingShare: number
  /** Their doors, one to each room measured one by one; undefined where none is (the take-off's doors). */
  doors?: number
  /** The rooms by their nouns ("living room", "2 bedrooms"), where rooms are measured one by one. */
  rooms?: string
}

/** The walls decorated of a take-off measuring `wallSqm` of wall, over the rooms measured one by one (if any). */
export function wallsDecorated(
  geometry: Pick<Geometry, 'roomSqm' | 'ceilingHeightM'>,
  wallSqm: number,
  rooms: readonly RoomMeasured[] | undefined,
): WallsDecorated {
  const decorated = (rooms ?? []).filter((r) => r.only !== 'floor')
  const papered = roomsPapered(decorated)
  return {
    featureShare: featureWallShare(geometry, wallSqm),
    ...(papered ? { papered } : {}),
    woodwork: woodworkPapered(decorated),
  }
}

/** The rooms whose walls are papered where papering is said of some rooms named and not others: their share of the walls. */
export interface RoomsPapered {
  share: number
  papered: string
  painted: string
}

/** The rooms by their nouns, alike ones counted: "2 bedrooms", "bedroom, living room". */
function nouns(rooms: readonly RoomMeasured[]): string {
  const counts = new Map<string, number>()
  for (const r of rooms) counts.set(r.noun, (counts.get(r.noun) ?? 0) + 1)
  return [...counts].map(([noun, n]) => (n === 1 ? noun : `${n} ${noun}s`)).join(', ')
}

/**
 * Papering said of some of the rooms named one by one ("paint the bedroom and wallpaper the lounge", decision 067,
 * later uk-rates-2026.98): the papered rooms' share of the walls measured. Each room's walls run round its own floor,
 * so its share is its wall run over the sum of every room's decorated (the take-off's per-room perimeters, a
 * stairwell's rising two storeys: quantities.ts).
 * Undefined where every room (or none) is papered: the walls are then papered or painted alike, as before.
 */
function roomsPapered(decorated: readonly RoomMeasured[]): RoomsPapered | undefined {
  const papered = decorated.filter((r) => r.papered)
  const painted = decorated.filter((r) => !r.papered)
  if (papered.length === 0 || painted.length === 0) return undefined
  const walls = (of: readonly RoomMeasured[]) => of.reduce((sum, r) => sum + wallRunM(r), 0)
  const share = walls(papered) / (walls(papered) + walls(painted))
  return { share, papered: nouns(papered), painted: nouns(painted) }
}

/**
 * The woodwork of the rooms papered: the rooms said papered among those decorated, or every one where papering is said
 * of none of them ("hang lining paper in the lounge"); the take-off's skirtings and doors where no room is measured.
 * Each room's skirting runs round its own floor (√ of it, as its walls; a stairwell's string is its perimeter once).
 */
function woodworkPapered(decorated: readonly RoomMeasured[]): WoodworkPapered {
  if (decorated.length === 0) return { skirtingShare: 1 }
  const said = decorated.filter((r) => r.papered)
  const papered = said.length > 0 ? said : decorated
  const perimeter = (of: readonly RoomMeasured[]) => of.reduce((sum, r) => sum + Math.sqrt(r.sqm), 0)
  return { skirtingShare: perimeter(papered) / perimeter(decorated), doors: papered.length, rooms: nouns(papered) }
}

/**
 * The woodwork of the walls papered, glossed as painting the room glosses it, at the decorator's published rates for
 * woodwork (decision 074, later): the skirtings (`paint_skirting`, per m) and each door with its frame and architraves
 * (`paint_door`).
 */
function woodworkGlossed(line: RecipeLine, woodwork: WoodworkPapered): RecipeLine[] {
  const of = woodwork.rooms ? `the ${woodwork.rooms}` : 'the rooms papered'
  const doors = doorsGlossed(of)
  return [
    on(
      line,
      'skirtingLm',
      'paint_skirting',
      `Skirtings of ${of}: prepare, undercoat and gloss`,
      woodwork.skirtingShare,
    ),
    woodwork.doors === undefined
      ? on(line, 'doors', 'paint_door', doors)
      : on(line, 'each', 'paint_door', `${doors}${A_DOOR_EACH}`, woodwork.doors),
  ]
}

const doorsGlossed = (of: string) =>
  `Doors of ${of}, both sides with their frames and architraves: prepare, undercoat and gloss`
const A_DOOR_EACH = ' (a door to each room)'

/**
 * The doors painted alone (`doors_painted`, decision 074, later uk-rates-2026.99) in the rooms measured one by one: a
 * door to each, as a room's form has one ("the skirting and door in the living room": one), not the take-off's doors
 * by the floor (24 m² ÷ 12 m² a door). The take-off's doors where no room is measured (the house's).
 */
function doorsOfTheRooms(line: RecipeLine, woodwork: WoodworkPapered): RecipeLine[] {
  if (woodwork.doors === undefined) return [line]
  const label = `${doorsGlossed(`the ${woodwork.rooms}`)}${A_DOOR_EACH}`
  return [on(line, 'each', 'paint_door', label, woodwork.doors)]
}

/** The walls papered: all of them, or the papered rooms' where some rooms are painted (those painted beside them). */
function wallsPapered(line: RecipeLine, walls: WallsDecorated, stay = ''): RecipeLine[] {
  const rooms = walls.papered
  const woodwork = woodworkGlossed(line, walls.woodwork)
  if (!rooms) return [on(line, 'wallArea', 'wallpaper', `${WALLS_PAPERED}${stay}`), ...woodwork]
  return [
    on(line, 'wallArea', 'wallpaper', `${papering(`the walls of the ${rooms.papered}`)}${stay}`, rooms.share),
    on(
      line,
      'wallArea',
      'decoration',
      `Mist coat and two coats emulsion to the walls of the ${rooms.painted}, gloss to woodwork${stay}`,
      1 - rooms.share,
    ),
    ...woodwork,
  ]
}

/** The line measured on one surface, a share of the walls, or the woodwork, at the rate named. */
const on = (
  line: RecipeLine,
  basis: 'wallArea' | 'ceilingArea' | 'skirtingLm' | 'doors' | 'each',
  rateId: string,
  label: string,
  share = 1,
) => ({
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
 * the ceilings painted at the decorating rate, and where papering is said of some rooms named and not others ("paint
 * the bedroom and wallpaper the lounge") the papered rooms' walls alone (`walls.papered`), the others' painted; a
 * feature wall papered beside the room's decorating ("repaint the bedroom and wallpaper a feature wall") one wall
 * papered (`walls.featureShare` of the walls), the rest painted. The walls papered keep their woodwork glossed
 * (`walls.woodwork`), as the decorating rate they replace had it. One wall decorated alone
 * (the `feature_wall` line) is papered where papering is said. Each line says what it measures; painting alone, both
 * surfaces kept, or neither, leaves the line as it is. Most lines are answered as they are: `[line]`.
 */
export function surfacesDecorated(
  line: RecipeLine,
  flags: Flags,
  walls: WallsDecorated = { featureShare: 0.25, woodwork: { skirtingShare: 1 } },
): readonly RecipeLine[] {
  const { featureShare } = walls
  if (line.rateId === 'paint_door' && line.basis === 'doors') return doorsOfTheRooms(line, walls.woodwork)
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
  if (!flags.ceilings_kept !== !flags.walls_kept) return oneSurface(line, flags, papered && walls)
  if (papered) return [...wallsPapered(line, walls), on(line, 'ceilingArea', 'decoration', CEILINGS_PAINTED)]
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
function oneSurface(line: RecipeLine, flags: Flags, papered: false | WallsDecorated): readonly RecipeLine[] {
  if (!flags.ceilings_kept)
    return [on(line, 'ceilingArea', 'decoration', line.label ?? `${CEILINGS_PAINTED} (the walls stay)`)]
  return papered
    ? wallsPapered(line, papered, ' (the ceilings stay)')
    : [
        on(
          line,
          'wallArea',
          'decoration',
          line.label ?? 'Mist coat and two coats emulsion to the walls, gloss to woodwork (the ceilings stay)',
        ),
      ]
}

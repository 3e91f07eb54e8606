import type { StatedCounts } from './stated-counts'

/**
 * A dwelling's fire-safety small works counted from its room schedule (decision 065, later). The fire doors are the
 * doors of the rooms onto the escape route: each bedroom and reception room and the kitchen, never more than the doors
 * the house has (its bathroom's and cupboards' are not on the route). The alarms are a smoke alarm in each of those
 * rooms, a heat alarm in the kitchen, and one in the hall and on each landing (BS 5839-6 grade D1, category LD2, as the
 * HMO recipe's compliance pack counts them). A count the brief says ("3 fire doors", "all 8 internal doors with fire
 * doors", "two smoke alarms") is priced as said; one room is its own door and alarm.
 */
export function fireSafetyTakeOff(
  r: { bedrooms: number; receptions: number; kitchens: number; halls: number; doors: number; singleSpace: boolean },
  stated: StatedCounts | undefined,
) {
  const rooms = r.singleSpace ? 1 : r.bedrooms + r.receptions + r.kitchens
  const onTheRoute = Math.min(r.doors, rooms)
  const halls = r.singleSpace ? 0 : r.halls
  const alarms = rooms + halls
  const said = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}, as the description says`
  const fireDoors = stated?.fireDoors
  const alarmsSaid = stated?.alarms
  return {
    quantities: { escapeDoors: fireDoors ?? onTheRoute, alarms: alarmsSaid ?? alarms },
    working: {
      escapeDoors:
        fireDoors !== undefined
          ? said(fireDoors, 'fire door')
          : r.singleSpace
            ? "the room's door"
            : `the doors of the rooms onto the escape route: ${r.bedrooms} bedrooms + ${r.receptions} reception + ${r.kitchens} kitchen = ${rooms}${rooms > r.doors ? `, at most the ${r.doors} doors the house has` : ` of the ${r.doors} doors the house has`}`,
      alarms:
        alarmsSaid !== undefined
          ? said(alarmsSaid, 'alarm')
          : r.singleSpace
            ? 'one in the room'
            : `a smoke alarm in each of ${r.bedrooms} bedrooms + ${r.receptions} reception, a heat alarm in ${r.kitchens} kitchen, one in ${halls} hall/landing = ${alarms} alarms`,
    },
  }
}

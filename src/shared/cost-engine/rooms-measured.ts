/** A room a job measures on its own (decisions 067, 068): the noun its working calls it by and its floor (m²). */
export interface RoomMeasured {
  noun: string
  sqm: number
}

const n1 = (v: number) => String(Math.round(v * 10) / 10)

/** The rooms measured, alike ones together: "2 rooms of 14 m²", "1 bathroom × 5 m² + 1 bedroom × 12 m²". */
export function roomsListed(rooms: readonly RoomMeasured[], by: string): string {
  const alike = new Map<string, { room: RoomMeasured; n: number }>()
  for (const room of rooms) {
    const key = `${room.noun}|${room.sqm}`
    alike.set(key, { room, n: (alike.get(key)?.n ?? 0) + 1 })
  }
  return [...alike.values()]
    .map(({ room, n }) => `${n} ${room.noun}${n === 1 ? '' : 's'}${by}${n1(room.sqm)} m²`)
    .join(' + ')
}

import { StyleSheet } from '@react-pdf/renderer'

/** The report's colours, page geometry and shared styles: every page and primitive draws with these. */

/** One style object, as StyleSheet.create takes them (the renderer does not export the type itself). */
export type Style = Parameters<typeof StyleSheet.create>[0][string]

export const C = {
  navy: '#16284A',
  navySoft: '#2C4670',
  accent: '#1E8C7E',
  accentSoft: '#D5EEEA',
  text: '#1D2430',
  muted: '#5D6778',
  rule: '#CDD4DE',
  zebra: '#F2F4F8',
  band: '#E6EBF2',
  white: '#FFFFFF',
  low: '#8FA7C6',
  medium: '#4F73A3',
  high: '#16284A',
}

const PAGE_W = 595.28
export const MARGIN_X = 36
export const CONTENT_W = PAGE_W - MARGIN_X * 2
const PAGE_H = 841.89
const PAD_TOP = 50
const PAD_BOTTOM = 40
/** Height of each page's body, between the fixed header and footer. */
export const BODY_H = PAGE_H - PAD_TOP - PAD_BOTTOM
export const COVER_BAND_H = 96

export const s = StyleSheet.create({
  page: {
    fontFamily: 'Inter',
    fontSize: 8,
    color: C.text,
    paddingTop: PAD_TOP,
    paddingBottom: PAD_BOTTOM,
    paddingHorizontal: MARGIN_X,
  },
  header: {
    position: 'absolute',
    top: 18,
    left: MARGIN_X,
    right: MARGIN_X,
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderBottomWidth: 0.75,
    borderBottomColor: C.navy,
    paddingBottom: 4,
    fontSize: 7,
    color: C.muted,
  },
  headerStrong: { color: C.navy, fontWeight: 600 },
  footer: {
    position: 'absolute',
    bottom: 16,
    left: MARGIN_X,
    right: MARGIN_X,
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 0.5,
    borderTopColor: C.rule,
    paddingTop: 4,
    fontSize: 7,
    color: C.muted,
  },
  sectionRow: { flexDirection: 'row', alignItems: 'center', marginBottom: 8 },
  sectionNo: {
    width: 20,
    height: 20,
    backgroundColor: C.navy,
    color: C.white,
    fontSize: 10,
    fontWeight: 700,
    textAlign: 'center',
    paddingTop: 4,
    marginRight: 8,
    borderRadius: 2,
  },
  sectionTitle: { fontSize: 14, fontWeight: 700, color: C.navy },
  h3: {
    fontSize: 9,
    fontWeight: 700,
    color: C.navy,
    marginBottom: 4,
    marginTop: 8,
    paddingBottom: 2,
    borderBottomWidth: 1,
    borderBottomColor: C.accent,
  },
  p: { marginBottom: 4 },
  small: { fontSize: 7, color: C.muted },
  muted: { color: C.muted },
  bold: { fontWeight: 600 },
  row: { flexDirection: 'row' },
  bullet: { flexDirection: 'row', marginBottom: 2 },
  bulletDot: { width: 8, color: C.accent, fontWeight: 700 },
  bulletText: { flex: 1 },
  box: { borderWidth: 0.75, borderColor: C.rule, padding: 6, borderRadius: 2 },
  th: { backgroundColor: C.navy, color: C.white, fontWeight: 600, fontSize: 7 },
  td: { paddingVertical: 2.5, paddingHorizontal: 3 },
})

export const moneyAlign = 'right' as const
export type Align = 'left' | 'right' | 'center'
/** A table column: its heading, width in points and alignment (left when not given). */
export interface Col {
  label: string
  width: number
  align?: Align
}

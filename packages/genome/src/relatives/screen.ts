import { MatchPanel } from './match-panel'
import { GenotypePlanes } from './planes'

/**
 * The screen: a cheap first pass of one-to-many matching that rejects unrelated pairs before
 * the full segment scan, and never rejects a pair that has a counted segment.
 *
 * Bins. Each autosome is cut into bins of consecutive panel markers; a bin closes before it
 * would span `maxBinCm` (0.5 cM) or hold more than `maxBinMarkers` (125) markers. A bin that
 * holds fewer than 32 markers at maxBinCm (a sparse chip, or the overlap of two chips) grows
 * until it holds 32 or would span `maxSparseBinCm` (2 cM). The 32 most informative markers of a
 * bin (highest chance that two random people are opposite homozygotes, 2p²q²) fill one 32-bit
 * word, stored as two planes (lo, hi; planes.ts), 8 bytes.
 *
 * Windows. A window is a run of consecutive bins [s, e] of one chromosome that can be the
 * whole-bin interior of a counted segment: the stretch from the first marker of bin s - 1 to
 * the last marker of bin e + 1 (the bins a segment may cover partly; at a chromosome end the
 * window's own end bin) spans at least minCm and holds at least minMarkers panel markers. A
 * pair passes the screen when some window holds at most `maxEvents` (2) opposite homozygotes
 * among its screening markers: the segment finder bridges clusters of up to two events
 * (maxErrorsPerCluster) as genotyping errors, so a counted segment may hold two.
 *
 * The guarantee. A counted segment [a, b] spans >= minCm and >= minMarkers markers, with no
 * opposite homozygote except bridged genotyping errors. Let [s, e] be the bins wholly inside
 * it: a lies in bin s - 1 or starts bin s, b lies in bin e + 1 or ends bin e, so the segment
 * lies within the outer stretch of [s, e], which therefore meets both thresholds, and the
 * shortest window from s (windowEnd[s] <= e) lies inside the segment. The window passes
 * unless three of the segment's rare bridged errors fall on its screening markers. No-calls only
 * remove events, so missing data can let unrelated pairs through (costing a full scan), never
 * lose a relative. `npm run eval:relatives` measures the actual loss.
 *
 * Until 2026-11-26 windows were derived from the largest bins possible (windowCm = minCm -
 * 2 (maxBinCm + maxGapCm) = 5.5 cM, windowMarkers = minMarkers - 2 maxBinMarkers = 250). On a
 * chip overlap of 18-70 markers per cM that made windows of 250 markers where a counted
 * segment needs 500, and 10-36 % of unrelated kits passed; using the real extents of the
 * neighbouring bins, windows hold ~430-480 markers there and 0.03-0.9 % pass
 * (docs/relatives-scaling.md). It also no longer assumes that the gap between two bins is at
 * most maxGapCm, which sparse chips break. maxEvents went from 1 to 2 at the same time: with
 * windows that cover most of a short segment on a sparse overlap, one bridged two-error
 * cluster inside every window lost 2 of 4,712 simulated cousin pairs with a counted segment
 * (chip-b x chip-c, chip-a x chip-c); with 2, none. Unrelated kits passing on one chip: 0.9 ->
 * ~5 %, still far below the 10-36 % before.
 *
 * Why both cM and markers: in high-recombination stretches a panel spread evenly in bp has few
 * markers per cM, and unrelated people share runs of a few hundred markers there by chance (a
 * 5 cM window of 1 cM bins may hold fewer than 60 informative markers). Requiring
 * windowMarkers keeps such weak windows out; the weakest that remain are sparse low-diversity
 * stretches where the full scan, too, sees only ~12 informative markers per 250.
 *
 * Why it is cheap. Unrelated pairs show an opposite homozygote every ~10-20 screening markers,
 * so most words hold two or more ("dirty"), and a clean window cannot contain a dirty word.
 * Pivot words are chosen so that every window contains at least `pivotsPerWindow` (12, or the
 * bins of the shortest window if fewer) of them (greedy interval stabbing from the right end
 * of each window) and stored first, contiguously. A clean window's pivots are consecutive and
 * hold at most maxEvents events together, so the first pass looks for runs of k consecutive
 * pivots (one chromosome) with at most maxEvents events in all, reading each run from its
 * right end: pivots holding more events together rule out every run containing them, and the next run worth
 * reading ends k slots further on (Boyer-Moore style). Only for a run that survives are the
 * words around it read, which costs cache misses. Measured per unrelated pair on the overlap
 * of two simulated chips (chip-a x chip-c, 114,894 markers), k = 6 / 12: 569 / 513 pivot
 * reads, 3.3 / 0.0 examined runs; on one chip (255,304 markers, k clamped to 9): 1,238 /
 * 1,158 reads, 6.9 / 0.2 runs (with maxEvents 1). On the 640,000-marker panel with 3 / 4 / 5 / 6 pivots a window:
 * 985 / 966 / 937 / 927 pivot reads and 29 / 10 / 3.0 / 1.2 examined runs.
 */

export interface ScreenParams {
  /** the segment thresholds the screen must never lose */
  minCm: number
  minMarkers: number
  maxBinCm: number
  maxBinMarkers: number
  /** a bin holding fewer than 32 markers at maxBinCm grows up to this span (absent in layouts
   * stored before it existed: bins of at most maxBinCm) */
  maxSparseBinCm?: number
  /** marker gap at a segment end assumed by the nominal windowCm (windows themselves use the
   * real extents of the bins) */
  maxGapCm: number
  maxEvents: number
  /** pivots every window contains (the first pass examines a window only when this many
   * consecutive pivots hold at most maxEvents events together) */
  pivotsPerWindow: number
}

/**
 * 0.5 cM / 125-marker bins: on the 640,000-marker panel 7,711 words (60 KB a kit). 1 cM bins
 * take 43 KB but let ~3x more unrelated pairs through (measured with scripts/eval-relatives.ts;
 * see docs/relatives-scaling.md). Sparse bins grow to 2 cM to fill their word: on the overlap
 * of two chips (18-32 markers per cM) a kit takes 17-29 KB of screen instead of 50-52 KB.
 */
export const DEFAULT_SCREEN_PARAMS: ScreenParams = { minCm: 7, minMarkers: 500, maxBinCm: 0.5, maxBinMarkers: 125, maxSparseBinCm: 2, maxGapCm: 0.25, maxEvents: 2, pivotsPerWindow: 12 }

export const SCREEN_FORMAT_VERSION = 2

export interface ScreenLayout {
  readonly version: number
  readonly params: ScreenParams
  /** nominal window size for bins of maxBinCm and maxBinMarkers and gaps of maxGapCm (what the
   * windows were before they used the bins' real extents); windowMarkers is still a lower
   * bound of every window's markers */
  readonly windowCm: number
  readonly windowMarkers: number
  /** screen words per kit (one per bin) */
  readonly words: number
  /** panel marker index for each bit of each word, natural (chromosome, bin) order; -1 = empty */
  readonly markers: Int32Array
  /** first and last panel marker of each bin */
  readonly binFirst: Int32Array
  readonly binLast: Int32Array
  /** chromosome of each word and [start, end) word range of that chromosome */
  readonly wordChrom: Uint8Array
  readonly chromStart: Int32Array
  readonly chromEnd: Int32Array
  /** last word of the shortest window starting at each word; -1 when none fits */
  readonly windowEnd: Int32Array
  /** pivots in storage order (= natural order): natural word, and the first window start whose
   * window reaches the pivot */
  readonly pivotCount: number
  readonly pivotWords: Int32Array
  readonly pivotFrom: Int32Array
  /** pivots every window holds: params.pivotsPerWindow, or fewer if some window is shorter */
  readonly pivotsPerWindow: number
  /** for each pivot slot, the first pivot slot of its chromosome */
  readonly pivotRunStart: Int32Array
  /** working memory of the screen (one window's running sums): a layout must not be shared
   * between threads; each worker builds its own with finishLayout */
  readonly scratch: Int32Array
  /** storage slot of each natural word (pivots first) */
  readonly slotOfWord: Int32Array
  /** storage slot of each pivot: 0, 1, 2, ... when the pivots are stored first (a layout's own
   * windows); scattered for a layout whose windows were derived for a chip overlap on the bins
   * of a stored screen (finishLayout's `overlap`) */
  readonly pivotSlot: Int32Array
}

/**
 * Windows for a chip overlap on a stored screen: the screen words are those of layout L (its
 * bins, its storage order), the comparison runs on the markers L shares with a query layout Q.
 * `binMarkers[w]` is how many of bin w's markers Q carries too: a counted segment needs 500
 * markers called in BOTH kits, so a window [s, e] must hold that many shared markers in bins
 * s - 1 .. e + 1 (its cM span is measured on L's markers, which contain the shared ones: the
 * stretch still contains the segment). The guarantee of the module comment holds unchanged.
 */
export interface OverlapWindows {
  binMarkers: Int32Array
  /** storage slot of each natural word in the stored screen (the layout's own slotOfWord) */
  slotOfWord: Int32Array
}

/** P(opposite homozygotes) between two random people of a population with a2 frequency p */
export function oppositeHomozygoteChance(p: number): number {
  const q = 1 - p
  return 2 * p * p * q * q
}

export function windowThresholds(p: ScreenParams): { windowCm: number; windowMarkers: number } {
  const windowCm = p.minCm - 2 * (p.maxBinCm + p.maxGapCm)
  const windowMarkers = p.minMarkers - 2 * p.maxBinMarkers
  if (!(windowCm > 0) || !(windowMarkers > 0)) throw new Error(`screen bins too coarse for segments of ${p.minCm} cM and ${p.minMarkers} markers`)
  return { windowCm, windowMarkers }
}

/**
 * Chooses the screening markers. `informativeness` (per marker, higher is better) is normally
 * the mean chance of opposite homozygotes over populations; without it, markers are taken
 * evenly spread through each bin.
 */
export function createScreenLayout(panel: MatchPanel, informativeness?: ArrayLike<number>, params: Partial<ScreenParams> = {}): ScreenLayout {
  const p: ScreenParams = { ...DEFAULT_SCREEN_PARAMS, ...params }
  if (!(p.maxBinCm > 0) || !(p.maxBinMarkers >= 1) || !Number.isInteger(p.maxEvents) || p.maxEvents < 0 || p.maxEvents > 2) {
    throw new Error(`bad screen parameters ${JSON.stringify(p)}`)
  }
  windowThresholds(p)
  const sparseCm = Math.max(p.maxBinCm, p.maxSparseBinCm ?? p.maxBinCm)
  const cm = panel.cm
  const markers: number[] = []
  const binFirst: number[] = []
  const binLast: number[] = []
  const wordChrom: number[] = []
  for (const chr of panel.autosomes) {
    let i = chr.start
    while (i < chr.end) {
      const first = i
      // a bin that has not filled its word by maxBinCm (a sparse chip or overlap of two chips)
      // grows up to maxSparseBinCm: fuller words reject more per read, and the windows
      // (finishLayout) are derived from the bins' real extents, so no segment is lost
      while (i < chr.end && i - first < p.maxBinMarkers && (cm[i] - cm[first] < p.maxBinCm || (i - first < 32 && cm[i] - cm[first] < sparseCm))) i++
      let chosen = Array.from({ length: i - first }, (_, k) => first + k)
      if (chosen.length > 32) {
        if (informativeness) {
          chosen = chosen.sort((x, y) => informativeness[y] - informativeness[x] || x - y).slice(0, 32).sort((x, y) => x - y)
        } else {
          const step = chosen.length / 32
          chosen = Array.from({ length: 32 }, (_, k) => first + Math.floor(k * step))
        }
      }
      for (let k = 0; k < 32; k++) markers.push(k < chosen.length ? chosen[k] : -1)
      binFirst.push(first)
      binLast.push(i - 1)
      wordChrom.push(chr.chrom)
    }
  }
  return finishLayout(cm, p, Int32Array.from(markers), Int32Array.from(binFirst), Int32Array.from(binLast), Uint8Array.from(wordChrom))
}

/** the cM of each bin's first and last marker: all finishLayout reads of the markers' cM */
export interface BinCm {
  first: Float64Array
  last: Float64Array
}

export function binCmOf(cm: Float64Array, binFirst: Int32Array, binLast: Int32Array): BinCm {
  const first = new Float64Array(binFirst.length)
  const last = new Float64Array(binLast.length)
  for (let w = 0; w < first.length; w++) {
    first[w] = cm[binFirst[w]]
    last[w] = cm[binLast[w]]
  }
  return { first, last }
}

/**
 * Derives windows, pivots and storage order from the bins (`cm`: the markers' cM, or
 * only those of each bin's first and last marker). Also used to rebuild a layout
 * stored with a match index (which keeps its bins, so that queries use the screen it was
 * built with).
 */
export function finishLayout(cm: Float64Array | BinCm, params: ScreenParams, markers: Int32Array, binFirst: Int32Array, binLast: Int32Array, wordChrom: Uint8Array, overlap?: OverlapWindows): ScreenLayout {
  const { windowCm, windowMarkers } = windowThresholds(params)
  const words = wordChrom.length
  const span = cm instanceof Float64Array ? binCmOf(cm, binFirst, binLast) : cm
  const firstCm = span.first
  const lastCm = span.last
  // markers counted in bins [0, w): every panel marker of the bin, or (overlap) the shared ones
  const binPrefix = new Float64Array(words + 1)
  for (let x = 0; x < words; x++) binPrefix[x + 1] = binPrefix[x] + (overlap ? overlap.binMarkers[x] : binLast[x] - binFirst[x] + 1)
  const chromStart = new Int32Array(words)
  const chromEnd = new Int32Array(words)
  const windowEnd = new Int32Array(words).fill(-1)
  const pivotFrom: number[] = []
  const isPivot = new Uint8Array(words)
  let k = Math.max(1, Math.floor(params.pivotsPerWindow))
  let w = 0
  while (w < words) {
    let e = w
    while (e < words && wordChrom[e] === wordChrom[w]) e++
    chromStart.fill(w, w, e)
    chromEnd.fill(e, w, e)
    // shortest window from each start: two pointers, the end never moves back. A window
    // [s, end] is the whole-bin interior of a segment only if the segment fits between the
    // first marker of bin s - 1 and the last of bin end + 1 (the bins it may partly cover; at a
    // chromosome end, the window's own bins), so that stretch must span minCm and hold
    // minMarkers panel markers. This uses the real sizes of the neighbouring bins and the
    // real gaps between them, where windowThresholds assumes the largest bins possible.
    let end = w
    for (let s = w; s < e; s++) {
      if (end < s) end = s
      const firstBin = s > w ? s - 1 : s
      const outerFirstCm = firstCm[firstBin]
      const fits = (x: number) => {
        const lastBin = x + 1 < e ? x + 1 : x
        // bins are consecutive runs of panel markers, so for a layout's own windows the count is
        // outerLast - outerFirst + 1, as before overlaps were counted
        return lastCm[lastBin] - outerFirstCm >= params.minCm && binPrefix[lastBin + 1] - binPrefix[firstBin] >= params.minMarkers
      }
      while (end < e && !fits(end)) end++
      if (end === e) break
      windowEnd[s] = end
    }
    // greedy stabbing, k times: each window [st, windowEnd[st]] gets k pivots, added from its
    // right end (the optimal choice when window ends never decrease along a chromosome)
    for (let st = w; st < e && windowEnd[st] >= 0; st++) {
      const end = windowEnd[st]
      k = Math.min(k, end - st + 1)
      let have = 0
      for (let x = st; x <= end; x++) have += isPivot[x]
      for (let x = end; x >= st && have < k; x--) {
        if (!isPivot[x]) {
          isPivot[x] = 1
          have++
        }
      }
    }
    w = e
  }
  const pivotWords: number[] = []
  for (let x = 0; x < words; x++) if (isPivot[x]) pivotWords.push(x)
  // first start of a window reaching each pivot (window ends never decrease along a chromosome)
  for (const pw of pivotWords) {
    let lo = chromStart[pw]
    let hi = pw
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (windowEnd[mid] >= pw || windowEnd[mid] < 0) hi = mid
      else lo = mid + 1
    }
    pivotFrom.push(lo)
  }
  const pivotRunStart = new Int32Array(pivotWords.length)
  for (let t = 0; t < pivotWords.length; t++) pivotRunStart[t] = t > 0 && wordChrom[pivotWords[t - 1]] === wordChrom[pivotWords[t]] ? pivotRunStart[t - 1] : t
  let maxWindowWords = 1
  for (let k = 0; k < words; k++) if (windowEnd[k] >= 0) maxWindowWords = Math.max(maxWindowWords, windowEnd[k] - k + 1)
  let slotOfWord: Int32Array
  if (overlap) slotOfWord = overlap.slotOfWord
  else {
    slotOfWord = new Int32Array(words)
    let slot = 0
    for (const pw of pivotWords) slotOfWord[pw] = slot++
    for (let k = 0; k < words; k++) if (!isPivot[k]) slotOfWord[k] = slot++
  }
  const pivotSlot = Int32Array.from(pivotWords, pw => slotOfWord[pw])
  return {
    version: SCREEN_FORMAT_VERSION,
    params,
    windowCm,
    windowMarkers,
    words,
    markers,
    binFirst,
    binLast,
    wordChrom,
    chromStart,
    chromEnd,
    windowEnd,
    pivotCount: pivotWords.length,
    pivotWords: Int32Array.from(pivotWords),
    pivotFrom: Int32Array.from(pivotFrom),
    pivotsPerWindow: k,
    pivotRunStart,
    scratch: new Int32Array(maxWindowWords + 1),
    slotOfWord,
    pivotSlot
  }
}

/**
 * A screen layout whose arrays are in shared memory (`share` copies an array there unless it is
 * already), so that the scan threads take it as it is instead of deriving it again with
 * finishLayout; each thread adds its own scratch (screenLayoutOf).
 */
export type SharedScreenLayout = Omit<ScreenLayout, 'scratch'> & { scratchLength: number }

export function shareScreenLayout(l: ScreenLayout, share: <T extends Int32Array | Uint8Array>(a: T) => T): SharedScreenLayout {
  const { scratch, ...rest } = l
  const out = { ...rest, scratchLength: scratch.length } as Record<string, unknown>
  for (const [k, v] of Object.entries(out)) if (v instanceof Int32Array || v instanceof Uint8Array) out[k] = v.buffer instanceof SharedArrayBuffer ? v : share(v)
  return out as unknown as SharedScreenLayout
}

/** a shared screen layout with this thread's own scratch */
export function screenLayoutOf(s: SharedScreenLayout): ScreenLayout {
  const { scratchLength, ...rest } = s
  return { ...rest, scratch: new Int32Array(scratchLength) }
}

/** the screen words of one kit, in storage order: [lo, hi] of slot 0, slot 1, ... */
export function encodeScreen(layout: ScreenLayout, planes: GenotypePlanes, out: Int32Array = new Int32Array(layout.words * 2), offset = 0): Int32Array {
  const { markers, slotOfWord } = layout
  const { lo, hi } = planes
  for (let w = 0; w < layout.words; w++) {
    let l = 0
    let h = 0
    const base = w << 5
    for (let k = 0; k < 32; k++) {
      const i = markers[base + k]
      if (i < 0) break
      const word = i >>> 5
      const bit = i & 31
      l |= ((lo[word] >>> bit) & 1) << k
      h |= ((hi[word] >>> bit) & 1) << k
    }
    const o = offset + (slotOfWord[w] << 1)
    out[o] = l
    out[o + 1] = h
  }
  return out
}

/**
 * Does the pair (query q, kit at db[base..]) pass the screen? Both in storage order, as
 * encodeScreen writes them.
 */
export function screenPasses(layout: ScreenLayout, q: Int32Array, db: Int32Array, base: number): boolean {
  return scanPivots(layout, q, db, base, true) !== 0
}

/**
 * The chromosomes (bit c for autosome c) on which the pair passes the screen; 0 when it does
 * not pass. Reads every pivot, so it costs what screenPasses costs for an unrelated pair.
 */
export function screenCandidates(layout: ScreenLayout, q: Int32Array, db: Int32Array, base: number): number {
  return scanPivots(layout, q, db, base, false)
}

/**
 * The hot loop of one-to-many matching: allocation-free, typed arrays in locals. Returns the
 * chromosome mask of passing windows (stops at the first when `first`).
 */
function scanPivots(layout: ScreenLayout, q: Int32Array, db: Int32Array, base: number, first: boolean): number {
  const P = layout.pivotCount
  const maxEvents = layout.params.maxEvents
  const pivots = layout.pivotWords
  const chromOf = layout.wordChrom
  const k = layout.pivotsPerWindow
  const runStart = layout.pivotRunStart
  const pivotSlot = layout.pivotSlot
  let mask = 0
  // e: the last pivot of the run of k consecutive pivots under test. The run is read from its
  // right end; a pivot with more events than a window may hold rules out every run containing
  // it, so the next run worth reading ends k slots after it (most pivots of an unrelated pair
  // are such, so most pivots are never read).
  let e = k - 1
  while (e < P) {
    // a run must stay within one chromosome
    const first0 = runStart[e]
    if (e - first0 + 1 < k) {
      e = first0 + k - 1
      continue
    }
    let sum = 0
    let j = e
    for (; j > e - k; j--) {
      const o = pivotSlot[j] << 1
      const x = q[o] & db[base + o] & (q[o + 1] ^ db[base + o + 1])
      if (x !== 0) {
        // events in the word, capped at 3 (maxEvents is at most 2)
        const y = x & (x - 1)
        sum += y === 0 ? 1 : (y & (y - 1)) === 0 ? 2 : 3
        if (sum > maxEvents) break
      }
    }
    if (j > e - k) {
      // slots j .. e hold too many events together: runs ending before j + k contain them
      e = j + k
      continue
    }
    const bit = 1 << chromOf[pivots[e]]
    if ((mask & bit) === 0 && examinePivot(layout, q, db, base, e, maxEvents)) {
      mask |= bit
      if (first) return mask
    }
    e++
  }
  return mask
}

/** opposite homozygotes in one natural word, capped at 3 (a top-level function: no closure
 * is created in the hot path) */
function wordEvents(slotOfWord: Int32Array, q: Int32Array, db: Int32Array, base: number, w: number): number {
  const o = slotOfWord[w] << 1
  let x = q[o] & db[base + o] & (q[o + 1] ^ db[base + o + 1])
  let n = 0
  while (x !== 0 && n < 3) {
    x &= x - 1
    n++
  }
  return n
}

/**
 * Is one of the windows through pivot slot s clean enough? Scans outward from the pivot while
 * the events seen stay within maxEvents (no window through the pivot can reach past that), and
 * checks each window start in the reach with running sums: O(window length).
 */
function examinePivot(layout: ScreenLayout, q: Int32Array, db: Int32Array, base: number, s: number, maxEvents: number): boolean {
  const slotOfWord = layout.slotOfWord
  const windowEnd = layout.windowEnd
  const p = layout.pivotWords[s]
  const from = layout.pivotFrom[s]
  const pivotEvents = wordEvents(slotOfWord, q, db, base, p)
  if (pivotEvents > maxEvents) return false
  // rightSum[d]: events in (p, p + d]
  const rightSum = layout.scratch
  let hi = p
  let acc = pivotEvents
  let st = p
  while (st > from && windowEnd[st] < 0) st--
  const last = windowEnd[st]
  if (last < 0) return false
  rightSum[0] = 0
  while (hi < last) {
    const e = wordEvents(slotOfWord, q, db, base, hi + 1)
    if (acc + e > maxEvents) break
    acc += e
    hi++
    rightSum[hi - p] = acc - pivotEvents
  }
  // walk the starts from the pivot leftwards, adding left events as we go
  let left = 0
  for (let start = p; start >= from; start--) {
    if (start < p) {
      left += wordEvents(slotOfWord, q, db, base, start)
      if (left + pivotEvents > maxEvents) return false
    }
    const end = windowEnd[start]
    if (end < p || end > hi) continue
    if (left + pivotEvents + rightSum[end - p] <= maxEvents) return true
  }
  return false
}

/**
 * The bins of a layout as bytes (what a match index stores in layout.bin and the cache keeps):
 * a JSON header, then the marker of every screening bit, the bins' first and last markers and
 * their chromosomes. Windows and pivots are derived again by finishLayout.
 */
export function serializeScreenLayout(layout: ScreenLayout): Buffer {
  const header = Buffer.from(JSON.stringify({ version: layout.version, params: layout.params, words: layout.words }), 'utf8')
  const len = Buffer.alloc(4)
  len.writeUInt32LE(header.length)
  const bytes = (a: Int32Array | Uint8Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength)
  return Buffer.concat([len, header, bytes(layout.markers), bytes(layout.binFirst), bytes(layout.binLast), bytes(layout.wordChrom)])
}

export function deserializeScreenLayout(buf: Buffer, cm: Float64Array): ScreenLayout {
  const hlen = buf.readUInt32LE(0)
  const header = JSON.parse(buf.toString('utf8', 4, 4 + hlen)) as { version?: number; params: ScreenParams; words: number }
  if ((header.version ?? SCREEN_FORMAT_VERSION) !== SCREEN_FORMAT_VERSION) throw new Error(`screen layout v${header.version}, this engine reads v${SCREEN_FORMAT_VERSION}`)
  const w = header.words
  let o = 4 + hlen
  const take = (n: number) => {
    if (o + n > buf.length) throw new Error('screen layout is truncated')
    const out = new Uint8Array(n)
    out.set(buf.subarray(o, o + n))
    o += n
    return out.buffer
  }
  const markers = new Int32Array(take(w * 32 * 4))
  const binFirst = new Int32Array(take(w * 4))
  const binLast = new Int32Array(take(w * 4))
  const wordChrom = new Uint8Array(take(w))
  return finishLayout(cm, header.params, markers, binFirst, binLast, wordChrom)
}

import { AVATAR_CROP } from '@xungen/contracts'
import { clampOffset, clampZoom, cropDrawRect, cropScale, fitWithin, isAcceptedImageFile } from '../avatarCrop'

const landscape = { width: 1200, height: 800 }

describe('the crop dialog (spec 5: canvas 240x240, zoom 0 to 2 in steps of 0.01)', () => {
  it('keeps the zoom between 0 and 2 in steps of 0.01', () => {
    expect(AVATAR_CROP).toEqual({ canvasSize: 240, zoomMin: 0, zoomMax: 2, zoomStep: 0.01 })
    expect(clampZoom(-1)).toBe(0)
    expect(clampZoom(3)).toBe(2)
    expect(clampZoom(0.123)).toBe(0.12)
    expect(clampZoom(Number.NaN)).toBe(0)
  })

  it('at zoom 0 the picture just covers the canvas (the short side fits)', () => {
    const rect = cropDrawRect(landscape, 0, { x: 0, y: 0 })
    expect(rect.height).toBeCloseTo(240)
    expect(rect.width).toBeCloseTo(360)
    expect(rect.x).toBeCloseTo(-60)
    expect(rect.y).toBeCloseTo(0)
  })

  it('zoom 2 makes it three times as large', () => {
    expect(cropScale(landscape, 2)).toBeCloseTo(cropScale(landscape, 0) * 3)
  })

  it('the picture cannot be dragged off an edge: the canvas never shows an empty border', () => {
    // at zoom 0 the landscape picture may move 60 px sideways and not at all up or down
    expect(clampOffset(landscape, 0, { x: 500, y: -500 })).toEqual({ x: 60, y: 0 })
    for (const zoom of [0, 0.5, 1.37, 2]) {
      for (const offset of [{ x: 1e4, y: 1e4 }, { x: -1e4, y: 37 }, { x: 0, y: -1e4 }]) {
        const r = cropDrawRect(landscape, zoom, offset)
        expect(r.x).toBeLessThanOrEqual(1e-9)
        expect(r.y).toBeLessThanOrEqual(1e-9)
        expect(r.x + r.width).toBeGreaterThanOrEqual(240 - 1e-9)
        expect(r.y + r.height).toBeGreaterThanOrEqual(240 - 1e-9)
      }
    }
  })
})

describe('the picture saved directly on mobile (spec 5: at most 240x240)', () => {
  it('shrinks a large picture into 240x240 keeping its proportions', () => {
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: 240, height: 180 })
    expect(fitWithin({ width: 300, height: 1200 })).toEqual({ width: 60, height: 240 })
  })

  it('leaves a small picture as it is', () => {
    expect(fitWithin({ width: 200, height: 120 })).toEqual({ width: 200, height: 120 })
  })
})

describe('accepted files (spec 5: png, jpg, jpeg)', () => {
  it('by type, or by name when the browser gives no type', () => {
    expect(isAcceptedImageFile({ name: 'me.PNG', type: 'image/png' })).toBe(true)
    expect(isAcceptedImageFile({ name: 'me.jpg', type: 'image/jpeg' })).toBe(true)
    expect(isAcceptedImageFile({ name: 'me.gif', type: 'image/gif' })).toBe(false)
    expect(isAcceptedImageFile({ name: 'me.webp', type: 'image/webp' })).toBe(false)
    expect(isAcceptedImageFile({ name: 'me.JPEG', type: '' })).toBe(true)
    expect(isAcceptedImageFile({ name: 'me.heic', type: '' })).toBe(false)
  })
})

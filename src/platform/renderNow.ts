/**
 * Runs a state update and renders it at once (react-dom's flushSync), before the browser lays out
 * and paints what was committed just before: hooks/useLoad.ts uses it for an answer that was
 * already there (one of the HTML's first answers), so that the loading view it replaces is never
 * laid out. The mini-program's renderer has no flushSync (renderNow.weapp.ts).
 */
import { flushSync } from 'react-dom'

export function renderNow(update: () => void): void {
  flushSync(update)
}

/** V8's explicit compile hint: compile every function of the file eagerly, off the main thread. */
export const compileAllHint = '//# allFunctionsCalledOnLoad'

/**
 * The banner of a built chunk (rolldown's `output.postBanner`, added after minification).
 * React DOM is one large CommonJS function that V8 would otherwise parse and compile on the
 * main thread as it first runs, 20-40 ms of a fast machine's start-up, four times that on a
 * slow phone. Its chunk asks V8 to compile it eagerly, on a background thread while it
 * downloads; nearly all of it runs at start-up anyway. Other chunks keep V8's lazy default.
 */
export function compileHint(chunk: { moduleIds: readonly string[] }): string {
  const holdsReactDom = chunk.moduleIds.some((id) => /[\\/]react-dom[\\/]cjs[\\/]/.test(id))
  return holdsReactDom ? compileAllHint : ''
}

import type { Plugin } from 'vite'

/** V8's explicit compile hint (Chrome 136+): the file's functions compile as it downloads. */
const compileHint = '//# allFunctionsCalledOnLoad'

/**
 * Starts every chunk of the app with V8's compile hint
 * (https://v8.dev/blog/explicit-compile-hints). Without it V8 compiles each function on the main
 * thread the first time it runs, and start-up calls most of them: on the bench's 4× phone that
 * held the first bookable card back by 0.1 to 0.2 s (docs/performance.md). With it they compile
 * on a background thread while the file downloads. A chunk loads when its code is about to run
 * (a route, the QR code, web-vitals) or, for a route, when a finger rests on its link: little is
 * compiled for nothing, and never on the main thread. Other browsers read a comment. Runs
 * last, after Vite has put its preload list at the top of the entry: the hint counts only on a
 * file's first line. (With source maps on, which this build has not, they would be one line
 * off.)
 */
export function compileHints(): Plugin {
  return {
    name: 'matatu:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === 'chunk') file.code = `${compileHint}\n${file.code}`
      },
    },
  }
}

import { spawn, type ChildProcess } from 'node:child_process'

/**
 * Child processes of the benchmark. Each runs in its own process group (detached), so stopping
 * one by its id also stops what it started (npx → tsx → node, lighthouse → Chromium).
 */
const running = new Set<ChildProcess>()

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // Already gone.
  }
}

/** Stops every process this benchmark started that is still running. */
export function stopAll(signal: NodeJS.Signals = 'SIGTERM'): void {
  for (const child of running) signalGroup(child, signal)
  running.clear()
}

process.once('exit', () => stopAll())
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAll(signal)
    process.exit(130)
  })
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  running.add(child)
  child.once('exit', () => running.delete(child))
  return child
}

function collect(child: ChildProcess, onText: (text: string) => void): void {
  child.stdout?.setEncoding('utf8').on('data', onText)
  child.stderr?.setEncoding('utf8').on('data', onText)
}

/** Runs a command to the end; resolves with its output, rejects with its tail on failure. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    const child = start(command, args, env)
    collect(child, (text) => (output += text))
    child.once('error', reject)
    child.once('close', (code) => {
      if (code === 0) return resolve(output)
      const tail = output.trim().split('\n').slice(-25).join('\n')
      reject(new Error(`${command} ${args.join(' ')} exited with ${String(code)}\n${tail}`))
    })
  })
}

export interface Service {
  stop(): Promise<void>
}

/** Starts a long-running command and resolves once its output matches `ready`. */
export function startService(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  timeoutMs = 60_000,
): Promise<Service> {
  return new Promise((resolve, reject) => {
    let output = ''
    const child = start(command, args, env)
    const exited = new Promise<void>((done) => child.once('close', () => done()))
    const service: Service = {
      stop: async () => {
        signalGroup(child, 'SIGTERM')
        await exited
      },
    }
    const timer = setTimeout(() => {
      void service.stop()
      reject(new Error(`${command} ${args.join(' ')} not ready after ${timeoutMs} ms\n${output}`))
    }, timeoutMs)
    collect(child, (text) => {
      output += text
      if (!ready.test(output)) return
      clearTimeout(timer)
      resolve(service)
    })
    child.once('close', (code) => {
      clearTimeout(timer)
      reject(new Error(`${command} ${args.join(' ')} exited early (${String(code)})\n${output}`))
    })
  })
}

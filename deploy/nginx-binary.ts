import { spawnSync } from 'node:child_process'

/**
 * Where nginx is looked for: on PATH, then where Debian installs it (root's PATH has /usr/sbin,
 * another user's may not).
 */
export const nginxCandidates = ['nginx', '/usr/sbin/nginx']

/** The first candidate that runs, if any. */
export function findNginx(candidates: readonly string[] = nginxCandidates): string | undefined {
  return candidates.find((candidate) => spawnSync(candidate, ['-v']).status === 0)
}

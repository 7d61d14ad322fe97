/** Starts the app for the e2e suite as `npm start` would, on a fresh data directory each run. */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const dataDir = path.resolve(process.env.DATA_DIR ?? '.data/e2e')

// A server left over from an interrupted run may still hold the data directory: stop it first.
const pidFile = path.join(dataDir, 'pg', 'postmaster.pid')
if (fs.existsSync(pidFile)) {
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10)
  try {
    if (Number.isFinite(pid)) process.kill(pid, 'SIGINT')
  } catch {
    // already gone
  }
  for (let i = 0; i < 50 && fs.existsSync(pidFile); i++) await new Promise((r) => setTimeout(r, 100))
}
fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
// And what Next cached on disk for the previous run's database (the build's route and fetch caches): a fresh seed
// has the same site ids, so a page or read kept from the last suite (a dealership another test added) would answer.
for (const cache of ['server/route-cache', 'cache/fetch-cache'])
  fs.rmSync(path.resolve(process.env.NEXT_DIST_DIR ?? '.next', cache), { recursive: true, force: true })
const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, MEDIA_DIR: path.join(dataDir, 'media') },
})
const stop = () => child.kill('SIGTERM')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
child.on('exit', (code) => process.exit(code ?? 0))

/** Starts the app for the e2e suite as `npm start` would, on a fresh data directory each run. */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const dataDir = path.resolve(process.env.DATA_DIR ?? '.data/e2e')
fs.rmSync(dataDir, { recursive: true, force: true })
const child = spawn('npx', ['tsx', 'scripts/start.ts'], { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir, MEDIA_DIR: path.join(dataDir, 'media') } })
const stop = () => child.kill('SIGTERM')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
child.on('exit', (code) => process.exit(code ?? 0))

/**
 * Debian's `caddy` in front of a local server, as deploy/Caddyfile runs it in the compose stack (issue 40.2), for
 * test:production: the very file, its placeholders pointed at the local server, Caddy's own CA (`local_certs`) in
 * place of Let's Encrypt, unprivileged ports, its data in a temp folder, run as the given user (never needs root).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import https from 'node:https'
import net from 'node:net'
import path from 'node:path'
import type tls from 'node:tls'

export type CaddyFront = {
  httpsPort: number
  httpPort: number
  /** Caddy's local root certificate (its pki root.crt), which a client must trust. */
  rootCertificate: () => Buffer
  /** Whether Caddy holds a certificate for the host in its storage (issued on demand, or not). */
  hasCertificate: (host: string) => boolean
  log: string
  child: ChildProcess
}

export type CaddyFrontOptions = {
  caddyfile: string
  dir: string
  appPort: number
  searchPort: number
  httpPort: number
  httpsPort: number
  runAs?: { uid: number; gid: number }
}

async function open(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)))
    socket.on('error', () => resolve(false))
  })
}

/** Starts caddy and waits until both its ports listen; stop it with the child (SIGTERM). */
export async function startCaddyFront(options: CaddyFrontOptions): Promise<CaddyFront> {
  const { dir, runAs } = options
  for (const sub of ['', 'data', 'config']) {
    fs.mkdirSync(path.join(dir, sub), { recursive: true, mode: 0o755 })
    if (runAs) fs.chownSync(path.join(dir, sub), runAs.uid, runAs.gid)
  }
  // A copy the user can read, whatever the checkout's permissions.
  const caddyfile = path.join(dir, 'Caddyfile')
  fs.copyFileSync(options.caddyfile, caddyfile)
  fs.chmodSync(caddyfile, 0o644)
  const log = path.join(dir, 'caddy.log')
  const out = fs.openSync(log, 'a')
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOME: path.join(dir, 'data'),
    XDG_DATA_HOME: path.join(dir, 'data'),
    XDG_CONFIG_HOME: path.join(dir, 'config'),
    // deploy/Caddyfile's placeholders (their defaults are the compose stack's names).
    CADDY_EXTRA_OPTIONS: 'local_certs\nskip_install_trust',
    CADDY_HTTP_PORT: String(options.httpPort),
    CADDY_HTTPS_PORT: String(options.httpsPort),
    SITE_ADDRESS: `:${options.httpPort}`,
    APP_UPSTREAM: `127.0.0.1:${options.appPort}`,
    APP_NAME: '127.0.0.1',
    APP_PORT: String(options.appPort),
    SEARCH_UPSTREAM: `127.0.0.1:${options.searchPort}`,
  }
  const child = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
    cwd: dir,
    env,
    stdio: ['ignore', out, out],
  })
  fs.closeSync(out)
  const until = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`caddy exited with ${child.exitCode} (see ${log})`)
    if ((await open(options.httpsPort)) && (await open(options.httpPort))) break
    if (Date.now() > until) {
      // Not handed back, so stopped here.
      child.kill('SIGKILL')
      throw new Error(`caddy does not listen on ${options.httpsPort} after 20 s (see ${log})`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  const rootPath = path.join(dir, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt')
  return {
    httpsPort: options.httpsPort,
    httpPort: options.httpPort,
    rootCertificate: () => fs.readFileSync(rootPath),
    hasCertificate: (host) =>
      fs.existsSync(path.join(dir, 'data', 'caddy', 'certificates', 'local', host, `${host}.crt`)),
    log,
    child,
  }
}

export type HttpsAnswer = { status: number; text: string; certificate: tls.PeerCertificate }

/**
 * GET https://{host}{pathname} through the proxy on 127.0.0.1: SNI and Host are the host, and only `ca` is trusted.
 * Rejects when the handshake fails (no certificate for the host, or one the CA did not sign).
 */
export function httpsGet(port: number, host: string, pathname: string, ca: Buffer): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: 'GET',
        servername: host,
        headers: { host },
        ca,
        agent: false,
        timeout: 60_000,
      },
      (res) => {
        const certificate = (res.socket as tls.TLSSocket).getPeerCertificate()
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), certificate }),
        )
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`https://${host}${pathname}: no answer in 60 s`)))
    req.on('error', reject)
    req.end()
  })
}

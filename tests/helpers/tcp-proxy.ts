import net from 'node:net'

/**
 * A TCP proxy in front of a real server (PostgreSQL, Redis), so a test can cut the network as a restart or failover
 * would: `stop()` drops every open connection and refuses new ones; `hang()` keeps connections open and accepts new
 * ones but passes nothing on, as a network that drops packets does; `start()` restores either.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined
  let port = 0
  /** While hanging: what each side sent, passed on in order once the proxy is started again. */
  let held: [net.Socket, Buffer][] | undefined

  const listen = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host)
      for (const [a, b] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        sockets.add(a)
        a.on('error', () => b.destroy())
        a.on('close', () => {
          sockets.delete(a)
          b.destroy()
        })
        a.on('data', (chunk: Buffer) => (held ? held.push([b, chunk]) : b.write(chunk)))
      }
    })
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve))
    port = (server!.address() as net.AddressInfo).port
  }
  await listen()

  return {
    get port() {
      return port
    },
    /** Drops every connection through the proxy and refuses new ones until `start()`. */
    async stop() {
      held = undefined
      if (!server?.listening) return
      const closing = new Promise<void>((resolve) => server!.close(() => resolve()))
      for (const s of sockets) s.destroy()
      await closing
    },
    /** Passes nothing on, either way, until `start()`; connections stay open and new ones are accepted. */
    hang() {
      held ??= []
      return Promise.resolve()
    },
    /** Listens again after `stop()`, or passes on what was held after `hang()`. */
    async start() {
      if (held) {
        const pending = held
        held = undefined
        for (const [to, chunk] of pending) if (!to.destroyed) to.write(chunk)
      }
      if (!server?.listening) await listen()
    },
    close() {
      return this.stop()
    },
  }
}
export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>

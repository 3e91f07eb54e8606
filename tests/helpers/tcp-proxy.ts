import net from 'node:net'

/**
 * A TCP proxy in front of a real server (here: PostgreSQL), so a test can cut the network as a restart or
 * failover would: `stop()` drops every open connection and refuses new ones; `start()` listens again.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined
  let port = 0

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
        a.pipe(b)
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
      const closing = new Promise<void>((resolve) => server!.close(() => resolve()))
      for (const s of sockets) s.destroy()
      await closing
    },
    start: listen,
    close() {
      return this.stop()
    },
  }
}
export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>

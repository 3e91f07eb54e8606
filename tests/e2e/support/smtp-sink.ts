// A real SMTP server for the browser tests: the app sends mail here; tests read it back over HTTP.
import http from 'node:http'
import { startSmtpInbox } from '#tests/helpers/smtp-inbox'

const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 2526)
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 2599)
const inbox = await startSmtpInbox(smtpPort)

http
  .createServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    if (req.url === '/health') return res.end('{"status":"ok"}')
    if (req.url === '/messages') {
      return res.end(
        JSON.stringify(
          inbox.messages.map((m) => ({
            to: m.to?.map((t) => t.address),
            subject: m.subject,
            text: m.text,
            attachments: m.attachments.map((a) => a.filename),
          })),
        ),
      )
    }
    res.statusCode = 404
    res.end('{}')
  })
  .listen(httpPort, '127.0.0.1')

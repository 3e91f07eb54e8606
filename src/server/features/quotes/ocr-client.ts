import { spawn, spawnSync } from 'node:child_process'

/**
 * The OCR integration of the quote reader: Debian's `tesseract` CLI reads a photo of a paper quote (PNG or JPEG)
 * from stdin and writes its text to stdout. Without the binary, `available` is false and the page offers the other
 * ways in. The image's size is checked from its header first: a decompression bomb never reaches Tesseract.
 */

export interface OcrClient {
  readonly available: boolean
  /** The text in the image; rejects with OcrError. */
  read(image: Uint8Array): Promise<string>
}

export class OcrError extends Error {
  override readonly name = 'OcrError'
  constructor(
    message: string,
    readonly reason: 'refused' | 'failed',
  ) {
    super(message)
  }
}

/** 50 megapixels: a phone photo is 12 to 50; a bigger image is refused before OCR. */
export const OCR_MAX_PIXELS = 50_000_000

/** Width and height from a PNG's IHDR or a JPEG's start-of-frame marker, or undefined when neither is found. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes.length >= 24 && view.getUint32(0) === 0x89504e47 && view.getUint32(12) === 0x49484452) {
    return { width: view.getUint32(16), height: view.getUint32(20) }
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return undefined
      const marker = bytes[at + 1]!
      const length = view.getUint16(at + 2)
      const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
      if (isFrame) return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) }
      at += 2 + length
    }
  }
  return undefined
}

export function createTesseractClient(options: { command?: string; timeoutMs?: number } = {}): OcrClient {
  const command = options.command ?? 'tesseract'
  const timeoutMs = options.timeoutMs ?? 30_000
  const probe = spawnSync(command, ['--version'], { stdio: 'ignore', timeout: 5_000 })
  const available = probe.status === 0
  return {
    available,
    read(image) {
      if (!available)
        return Promise.reject(new OcrError('Reading photos needs Tesseract, which this server lacks', 'failed'))
      const size = imageSize(image)
      if (!size || size.width === 0 || size.height === 0) {
        return Promise.reject(new OcrError('The image could not be read', 'refused'))
      }
      if (size.width * size.height > OCR_MAX_PIXELS) {
        return Promise.reject(new OcrError('The photo is too large: send one of at most 50 megapixels', 'refused'))
      }
      return new Promise((resolve, reject) => {
        // --psm 6: one block of text, which keeps a table's rows as rows. One thread: the server's cores are shared.
        const child = spawn(command, ['stdin', 'stdout', '--psm', '6'], {
          stdio: ['pipe', 'pipe', 'ignore'],
          env: { ...process.env, OMP_THREAD_LIMIT: '1' },
          timeout: timeoutMs,
          killSignal: 'SIGKILL',
        })
        const chunks: Buffer[] = []
        let length = 0
        child.stdout.on('data', (chunk: Buffer) => {
          length += chunk.length
          if (length <= 1_000_000) chunks.push(chunk)
        })
        child.on('error', () => reject(new OcrError('The photo could not be read', 'failed')))
        child.on('close', (code, signal) => {
          if (signal) reject(new OcrError('The photo took too long to read', 'refused'))
          else if (code !== 0) reject(new OcrError('The image could not be read', 'refused'))
          else resolve(Buffer.concat(chunks).toString('utf8'))
        })
        child.stdin.on('error', () => undefined)
        child.stdin.end(image)
      })
    },
  }
}

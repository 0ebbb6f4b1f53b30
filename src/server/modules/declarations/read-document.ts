import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * The text of a declarations page, read off the event loop: a worker thread with a time limit and
 * a memory limit parses the PDF (unpdf, pdf.js), and where it has no text layer (a scan) or the
 * file is a photo, runs OCR (tesseract.js, English data from the `@tesseract.js-data/eng` package,
 * nothing fetched). A hostile file can at worst exhaust its own thread, which is then ended; the
 * server answers 422 and goes on (decision 0116). One document is read at a time per process.
 */
export type DocumentKind = 'pdf' | 'jpeg' | 'png';
export type ReadFailure = 'malformed' | 'encrypted' | 'tooLarge' | 'timeout' | 'busy' | 'noText';
export class DocumentReadError extends Error {
  constructor(readonly reason: ReadFailure) {
    super(`declarations page not read: ${reason}`);
  }
}

/** A longer or a larger job is refused (the time covers a 1,500-pixel photo on a busy core). */
export const readLimits = {
  timeMs: 60_000,
  heapMb: 256,
  /** No image wider or taller than this, nor with more pixels (a decompression bomb). */
  maxSide: 8_000,
  maxPixels: 30_000_000,
  pdfMaxPages: 20,
};

const require = createRequire(import.meta.url);
const unpdfPath = require.resolve('unpdf');
const tesseractPath = require.resolve('tesseract.js');
const langPath = join(
  dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
try { require('node:os').setPriority(19); } catch {}
const limits = ${JSON.stringify(readLimits)};
const fail = (reason) => { parentPort.postMessage({ error: reason }); };

/** Raw pixels from a PDF image as a PNM file, which the OCR engine reads. */
function toPnm(image) {
  const channels = image.channels;
  const grey = channels === 1;
  const header = Buffer.from((grey ? 'P5' : 'P6') + '\\n' + image.width + ' ' + image.height + '\\n255\\n');
  const out = Buffer.alloc(image.width * image.height * (grey ? 1 : 3));
  for (let i = 0, o = 0; i < image.width * image.height; i++) {
    if (grey) out[o++] = image.data[i];
    else { out[o++] = image.data[i * channels]; out[o++] = image.data[i * channels + 1]; out[o++] = image.data[i * channels + 2]; }
  }
  return Buffer.concat([header, out]);
}

async function ocr(images) {
  const Tesseract = require(${JSON.stringify(tesseractPath)});
  const worker = await Tesseract.createWorker('eng', 1, {
    langPath: ${JSON.stringify(langPath)}, gzip: true, cacheMethod: 'none',
  });
  // Automatic page segmentation (tesseract.js defaults to one uniform block, which runs a page's
  // table cells together), and Sauvola's local threshold: a photo lit from one side keeps its
  // dark half readable.
  await worker.setParameters({ tessedit_pageseg_mode: '3', thresholding_method: '2' });
  try {
    let text = '';
    for (const image of images) {
      const { data } = await worker.recognize(image);
      text += data.text + '\\n';
    }
    return text;
  } finally {
    await worker.terminate();
  }
}

(async () => {
  const { kind, bytes } = workerData;
  if (kind !== 'pdf') {
    parentPort.postMessage({ method: 'ocr', text: await ocr([Buffer.from(bytes)]) });
    return;
  }
  const unpdf = require(${JSON.stringify(unpdfPath)});
  let pdf;
  try {
    pdf = await unpdf.getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false });
  } catch (error) {
    return fail(error && error.name === 'PasswordException' ? 'encrypted' : 'malformed');
  }
  if (pdf.numPages > limits.pdfMaxPages) return fail('tooLarge');
  const { text } = await unpdf.extractText(pdf, { mergePages: true });
  if (String(text).replace(/\\s/g, '').length >= 80) {
    parentPort.postMessage({ method: 'text', text: String(text) });
    return;
  }
  // A scan: the page images, read by OCR (the first two pages, where the cover is).
  const images = [];
  for (let page = 1; page <= Math.min(pdf.numPages, 2); page++) {
    for (const image of await unpdf.extractImages(pdf, page)) {
      if (image.width > limits.maxSide || image.height > limits.maxSide || image.width * image.height > limits.maxPixels) return fail('tooLarge');
      if (image.width >= 400 && image.height >= 400) images.push(toPnm(image));
    }
  }
  if (images.length === 0) return fail('noText');
  parentPort.postMessage({ method: 'ocr', text: await ocr(images) });
})().catch((error) => fail(/password/i.test(String(error && error.message)) ? 'encrypted' : 'malformed'));
`;

/** Width and height from a PNG's or a JPEG's header, before anything decodes it. */
export function imageSize(
  bytes: Buffer,
  kind: 'jpeg' | 'png',
): { width: number; height: number } | undefined {
  if (kind === 'png') {
    if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] as number;
    const length = bytes.readUInt16BE(offset + 2);
    // Start of frame (baseline, progressive, ...), not DHT (C4), JPG (C8) or DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return undefined;
}

/** The kind of a file from its first bytes (never from its name or its declared type). */
export function sniffKind(bytes: Buffer): DocumentKind | 'heic' | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    bytes
      .subarray(4, 12)
      .toString('latin1')
      .match(/^ftyp(heic|heix|mif1|msf1|heim|heis|hevc)/)
  )
    return 'heic';
  return undefined;
}

let running = 0;
/** One read at a time; a second waits for it, a third is told to try again. */
const maxWaiting = 1;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running > 0) {
    if (waiting.length >= maxWaiting) throw new DocumentReadError('busy');
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

export async function readDocument(
  bytes: Buffer,
  kind: DocumentKind,
): Promise<{ method: 'text' | 'ocr'; text: string }> {
  if (kind !== 'pdf') {
    const size = imageSize(bytes, kind);
    if (!size) throw new DocumentReadError('malformed');
    if (
      size.width > readLimits.maxSide ||
      size.height > readLimits.maxSide ||
      size.width * size.height > readLimits.maxPixels
    ) {
      throw new DocumentReadError('tooLarge');
    }
  }
  const release = await slot();
  try {
    return await new Promise((resolve, reject) => {
      const worker = new Worker(workerSource, {
        eval: true,
        workerData: { kind, bytes },
        resourceLimits: { maxOldGenerationSizeMb: readLimits.heapMb, maxYoungGenerationSizeMb: 32 },
      });
      let settled = false;
      const finish = (action: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        action();
      };
      const timer = setTimeout(
        () => finish(() => reject(new DocumentReadError('timeout'))),
        readLimits.timeMs,
      );
      worker.on(
        'message',
        (message: { method?: 'text' | 'ocr'; text?: string; error?: ReadFailure }) =>
          finish(() =>
            message.error
              ? reject(new DocumentReadError(message.error))
              : resolve({ method: message.method ?? 'text', text: message.text ?? '' }),
          ),
      );
      // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any crash of the thread: the file is refused.
      worker.on('error', (error: Error & { code?: string }) =>
        finish(() =>
          reject(
            new DocumentReadError(
              error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'tooLarge' : 'malformed',
            ),
          ),
        ),
      );
      worker.on('exit', () => finish(() => reject(new DocumentReadError('malformed'))));
    });
  } finally {
    release();
  }
}

/**
 * Field accuracy of the declarations reader on the synthetic fixtures (issue 30): text PDFs, and
 * the scans and phone photos read by OCR (slow on a small machine, hence a bench, not a test).
 *
 *   npm run bench:declarations          # prints per-file scores, both figures, and fails under 95% / 85%
 */
import { accuracy, scoreFixtures } from '../src/server/modules/declarations/fixture-accuracy';

const text = await scoreFixtures(['text']);
const ocr = await scoreFixtures(['scan', 'photo']);
for (const score of [...text, ...ocr]) {
  console.log(`${score.file.padEnd(34)} ${score.right}/${score.total} ${score.ms} ms`);
  for (const miss of score.misses)
    console.log(`    ${miss.key}: expected ${miss.expected}, read ${miss.read}`);
}
const textFigure = accuracy(text);
const ocrFigure = accuracy(ocr);
console.log(
  `text PDFs:       ${textFigure.right}/${textFigure.total} = ${textFigure.percent}% (${text.length} files)`,
);
console.log(
  `scans and photos: ${ocrFigure.right}/${ocrFigure.total} = ${ocrFigure.percent}% (${ocr.length} files)`,
);
const ocrMs = ocr.map((score) => score.ms).sort((a, b) => a - b);
console.log(
  `OCR time per file: median ${ocrMs[Math.floor(ocrMs.length / 2)]} ms, max ${ocrMs.at(-1)} ms`,
);
if (textFigure.percent < 95 || ocrFigure.percent < 85) process.exitCode = 1;

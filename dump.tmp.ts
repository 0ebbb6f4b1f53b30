import fs from 'node:fs';
import { readDocument } from './src/server/modules/declarations/read-document';
const dir = 'tests/fixtures/declarations/';
for (const f of fs.readdirSync(dir).filter((f) => /\.(scan\.pdf|photo\.jpg)$/.test(f))) {
  const r = await readDocument(fs.readFileSync(dir + f), f.endsWith('.pdf') ? 'pdf' : 'jpeg');
  console.log('=====', f); console.log(r.text);
}

// Writes public/icons.svg, one <symbol> per Lucide icon the public pages use, so that icons cost
// no JavaScript (decision 0018). Run after changing the list: node scripts/build-icon-sprite.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const iconsFile = path.resolve('src/web/features/marketing/icon-names.ts');
const names = [...readFileSync(iconsFile, 'utf8').matchAll(/'([a-z0-9-]+)',/g)].map((m) => m[1]);

const escapeAttribute = (value) => String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const symbols = [];
for (const name of names) {
  const modulePath = path.resolve(`node_modules/lucide-react/dist/esm/icons/${name}.mjs`);
  const { __iconData: data } = await import(pathToFileURL(modulePath).href);
  const children = data.node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => `${key}="${escapeAttribute(value)}"`)
        .join(' ');
      return `<${tag} ${attrs}/>`;
    })
    .join('');
  symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${children}</symbol>`);
}
const sprite = `<svg xmlns="http://www.w3.org/2000/svg"><!-- Lucide icons (ISC licence) -->${symbols.join('')}</svg>\n`;
writeFileSync(path.resolve('public/icons.svg'), sprite);
console.log(`public/icons.svg: ${names.length} icons, ${sprite.length} bytes`);

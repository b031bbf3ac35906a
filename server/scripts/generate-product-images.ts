/**
 * Writes the demo catalog's pictures: one SVG per metal and form in client/public/images/products
 * (`<metal>-<form>.svg`, 400×300) and the reviewer avatars in client/public/images/avatars.
 * Self-contained SVGs: no fonts, scripts, rasters or external references; each product file < 2 KB.
 *
 *   npx node server/scripts/generate-product-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { forms, metalLabels, metals } from '#shared/catalog/taxonomy.ts';
import type { Form, Metal } from '#shared/catalog/taxonomy.ts';

interface Palette {
  /** Cylinder shading across the section: edge, highlight, body, reflection, far edge. */
  body: readonly [string, string, string, string, string];
  /** Machined end face: light to dark. */
  face: readonly [string, string];
  /** Deep shadow (inside of a tube). */
  dark: string;
}

const palettes: Record<Metal, Palette> = {
  titanium: {
    body: ['#4b5968', '#e2e9f0', '#9eacbb', '#7d8c9c', '#3a4552'],
    face: ['#f0f4f8', '#a3b1c0'],
    dark: '#1e252d',
  },
  nickel: {
    body: ['#6a6152', '#f5f0e6', '#bfb5a4', '#978c7a', '#4f473b'],
    face: ['#fbf7ef', '#c2b8a7'],
    dark: '#2a251e',
  },
  tungsten: {
    body: ['#25292d', '#a3a9b0', '#5d6369', '#474c52', '#1a1d20'],
    face: ['#c0c6cc', '#6c7279'],
    dark: '#0e1012',
  },
  molybdenum: {
    body: ['#625f73', '#f0edf8', '#b3aec6', '#908ba6', '#4c495c'],
    face: ['#f7f5fc', '#b7b2ca'],
    dark: '#272532',
  },
  tantalum: {
    body: ['#2c3746', '#aebdd0', '#5f7086', '#485869', '#1e2631'],
    face: ['#c8d3e0', '#6d7e93'],
    dark: '#10151c',
  },
  niobium: {
    body: ['#3e2a57', '#e6b97f', '#9a6590', '#5d4c9e', '#2b2143'],
    face: ['#f2d3a2', '#9a6c9e'],
    dark: '#1a1426',
  },
  nitinol: {
    body: ['#0d4f57', '#cbf5ec', '#3fb3a8', '#7d77cc', '#123f52'],
    face: ['#e0faf3', '#5fc2b6'],
    dark: '#082a30',
  },
};

const formNames: Record<Form, string> = { tube: 'tube', plate: 'plate', bar: 'bar', wire: 'wire', fitting: 'fitting' };

const offsets = ['0', '.22', '.48', '.75', '1'];

function stops(colors: readonly string[], at: readonly string[] = offsets): string {
  return colors.map((color, i) => `<stop offset="${at[i]}" stop-color="${color}"/>`).join('');
}

/** A linear gradient `id` with the body shading, running along (x1,y1)→(x2,y2) of the shape's box. */
function shading(id: string, p: Palette, x2: number, y2: number): string {
  return `<linearGradient id="${id}" x2="${x2}" y2="${y2}">${stops(p.body)}</linearGradient>`;
}

function tube(p: Palette): [string, string] {
  return [
    shading('m', p, 0, 1),
    '<g transform="translate(0 12) rotate(-12 200 150)">' +
      '<path d="M80 104H310V196H80A20 46 0 0 1 80 104Z" fill="url(#m)"/>' +
      '<path d="M86 123H300" stroke="#fff" stroke-opacity=".5" stroke-width="5" stroke-linecap="round"/>' +
      '<ellipse cx="310" cy="150" rx="20" ry="46" fill="url(#f)"/>' +
      `<ellipse cx="310" cy="150" rx="13" ry="33" fill="${p.body[4]}"/>` +
      `<ellipse cx="313" cy="151" rx="10" ry="30" fill="${p.dark}"/>` +
      '</g>',
  ];
}

function bar(p: Palette): [string, string] {
  const rod = (dx: number, dy: number): string =>
    `<g transform="translate(${dx} ${dy})">` +
    '<path d="M70 124H318V176H70A12 26 0 0 1 70 124Z" fill="url(#m)"/>' +
    '<path d="M74 135H310" stroke="#fff" stroke-opacity=".5" stroke-width="3" stroke-linecap="round"/>' +
    '<ellipse cx="318" cy="150" rx="12" ry="26" fill="url(#f)"/>' +
    '<ellipse cx="318" cy="150" rx="8" ry="19" fill="none" stroke="#fff" stroke-opacity=".45"/>' +
    '</g>';
  return [shading('m', p, 0, 1), `<g transform="translate(0 8) rotate(-10 200 150)">${rod(-24, -34)}${rod(0, 24)}</g>`];
}

function plate(p: Palette): [string, string] {
  return [
    shading('m', p, 1, 0.7),
    `<path d="M50 168L175 218V236L50 186Z" fill="${p.body[4]}"/>` +
      `<path d="M175 218L350 140V158L175 236Z" fill="${p.body[3]}"/>` +
      '<path d="M50 168L225 90L350 140L175 218Z" fill="url(#m)"/>' +
      `<path d="M62 167L223 95L338 141L177 213Z" fill="none" stroke="${p.face[0]}" stroke-opacity=".7" stroke-width="2"/>` +
      '<path d="M111 141L132 131L257 181L236 191ZM146 125L152 122L277 172L271 175Z" fill="#fff" fill-opacity=".2"/>',
  ];
}

function wire(p: Palette): [string, string] {
  return [
    shading('m', p, 0, 1) +
      '<pattern id="w" width="5" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(7)">' +
      '<path d="M2.5 0V9" stroke="#000" stroke-opacity=".25" stroke-width="1.6"/></pattern>',
    '<ellipse cx="135" cy="150" rx="34" ry="102" fill="#353a41"/>' +
      '<path d="M135 70H265V230H135Z" fill="url(#m)"/>' +
      '<path d="M135 70H265V230H135Z" fill="url(#w)"/>' +
      `<path d="M200 228C240 266 318 272 362 238" fill="none" stroke="${p.body[2]}" stroke-width="3" stroke-linecap="round"/>` +
      '<ellipse cx="265" cy="150" rx="34" ry="102" fill="#4a5058" stroke="#2a2e34" stroke-width="3"/>' +
      '<ellipse cx="265" cy="150" rx="25" ry="76" fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="2"/>' +
      '<ellipse cx="265" cy="150" rx="10" ry="28" fill="#1c1f23"/>',
  ];
}

function fitting(p: Palette): [string, string] {
  // A 90° elbow: a quarter torus around (130,70), inner radius 70, outer 150, shaded radially.
  const radial = offsets.map((o) => (0.467 + Number(o) * 0.533).toFixed(3));
  const end = (cx: number, cy: number, rx: number, ry: number): string =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#f)"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.75}" ry="${ry * 0.75}" fill="${p.body[4]}"/>` +
    `<ellipse cx="${cx + (rx < ry ? 2 : 0)}" cy="${cy + (rx < ry ? 0 : 2)}" rx="${rx * 0.6}" ry="${ry * 0.65}" fill="${p.dark}"/>`;
  return [
    shading('m', p, 0, 1) +
      '<linearGradient id="h" href="#m" x2="1" y2="0"/>' +
      `<radialGradient id="r" gradientUnits="userSpaceOnUse" cx="130" cy="70" r="150">${stops(p.body, radial)}</radialGradient>`,
    '<g transform="translate(-20 14) scale(1.07)">' +
      '<path d="M200 70H280A150 150 0 0 1 130 220V140A70 70 0 0 0 200 70Z" fill="url(#r)"/>' +
      '<path d="M92 140H130V220H92Z" fill="url(#m)"/>' +
      '<path d="M200 32H280V70H200Z" fill="url(#h)"/>' +
      '<path d="M130 140V220M200 70H280" stroke="#000" stroke-opacity=".18" stroke-width="2"/>' +
      end(92, 180, 14, 40) +
      end(240, 32, 40, 14) +
      '</g>',
  ];
}

const shapes: Record<Form, (p: Palette) => [string, string]> = { tube, plate, bar, wire, fitting };

function productSvg(metal: Metal, form: Form): string {
  const p = palettes[metal];
  const [defs, body] = shapes[form](p);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img">' +
    `<title>${metalLabels[metal]} ${formNames[form]}</title><defs>` +
    '<linearGradient id="b" x2="0" y2="1"><stop offset="0" stop-color="#f8f9fb"/><stop offset="1" stop-color="#e4e8ed"/></linearGradient>' +
    '<radialGradient id="s"><stop offset="0" stop-color="#000" stop-opacity=".3"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>' +
    `<linearGradient id="f" x2="1" y2="1">${stops(p.face, ['0', '1'])}</linearGradient>` +
    `${defs}</defs><rect width="400" height="300" fill="url(#b)"/>` +
    '<ellipse cx="200" cy="254" rx="165" ry="18" fill="url(#s)"/>' +
    `${body}</svg>\n`
  );
}

function avatarSvg(background: string, figure: string, title: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img">' +
    `<title>${title}</title><clipPath id="c"><circle cx="48" cy="48" r="48"/></clipPath>` +
    `<circle cx="48" cy="48" r="48" fill="${background}"/>` +
    `<g clip-path="url(#c)" fill="${figure}"><circle cx="48" cy="37" r="17"/>` +
    '<path d="M12 100C12 74 28 60 48 60S84 74 84 100Z"/></g></svg>\n'
  );
}

const avatarColors = ['#2f6f9f', '#3d8b6a', '#b4572e', '#6b4fa0', '#b9861c', '#2b8a94'];

const root = resolve(import.meta.dirname, '../..');
const productsDir = resolve(root, 'client/public/images/products');
const avatarsDir = resolve(root, 'client/public/images/avatars');
mkdirSync(productsDir, { recursive: true });
mkdirSync(avatarsDir, { recursive: true });

let written = 0;
for (const metal of metals) {
  for (const form of forms) {
    const svg = productSvg(metal, form);
    const bytes = Buffer.byteLength(svg);
    if (bytes >= 2048) throw new Error(`${metal}-${form}.svg is ${bytes} bytes (limit 2 KB)`);
    writeFileSync(resolve(productsDir, `${metal}-${form}.svg`), svg);
    written++;
  }
}
avatarColors.forEach((color, i) => {
  writeFileSync(resolve(avatarsDir, `reviewer-${i + 1}.svg`), avatarSvg(color, '#ffffff', 'Reviewer'));
  written++;
});
writeFileSync(resolve(avatarsDir, 'default.svg'), avatarSvg('#d5d9de', '#9aa2ab', 'User'));
written++;
console.log(`wrote ${written} SVG files to client/public/images`);

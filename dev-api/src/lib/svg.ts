/** Small generated SVG images: game icons, banners, logos, captchas. */

export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

export const hueOf = (n: number): number => (n * 47) % 360;

/** Splits text into lines of at most `width` characters. */
export function wrap(text: string, width: number, maxLines = 3): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, maxLines);
}

function textLines(lines: string[], x: number, y: number, size: number, color = '#fff', weight = 700): string {
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${y + i * size * 1.2}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="middle">${escapeXml(l)}</text>`,
    )
    .join('');
}

/** A card: gradient background by hue, a title and a subtitle. */
export function card(width: number, height: number, hue: number, title: string, subtitle = '', badge = ''): string {
  const size = Math.max(12, Math.round(Math.min(width, height) / 9));
  const lines = wrap(title, Math.max(8, Math.floor(width / (size * 0.6))));
  const top = height / 2 - ((lines.length - 1) * size * 1.2) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,25%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" rx="${Math.round(Math.min(width, height) / 12)}" fill="url(#g)"/>
<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${Math.min(width, height) / 5}" fill="#fff" opacity="0.12"/>
${textLines(lines, width / 2, top, size)}
${subtitle ? textLines([subtitle], width / 2, height - size * 0.8, Math.round(size * 0.6), '#ffffffcc', 400) : ''}
${badge ? `<rect x="8" y="8" width="${badge.length * 9 + 16}" height="22" rx="11" fill="#ffcc00"/><text x="16" y="24" font-family="Arial" font-size="13" font-weight="700" fill="#000">${escapeXml(badge)}</text>` : ''}
</svg>`;
}

/** A captcha image of `answer` with noise lines; `random` draws positions and colours. */
export function captchaSvg(answer: string, random: () => number): string {
  const width = 120;
  const height = 40;
  const lines = Array.from({ length: 5 }, () => {
    const c = Math.floor(random() * 360);
    return `<line x1="${Math.floor(random() * width)}" y1="${Math.floor(random() * height)}" x2="${Math.floor(random() * width)}" y2="${Math.floor(random() * height)}" stroke="hsl(${c},60%,50%)" stroke-width="1.5"/>`;
  }).join('');
  const chars = [...answer]
    .map((ch, i) => {
      const x = 16 + i * 26;
      const y = 28 + Math.floor(random() * 6) - 3;
      const rotate = Math.floor(random() * 40) - 20;
      const c = Math.floor(random() * 360);
      return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" font-family="Courier New, monospace" font-size="26" font-weight="700" fill="hsl(${c},70%,35%)">${escapeXml(ch)}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#f4f1e8"/>${lines}${chars}</svg>`;
}

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';

const IMAGES = 'docs/images';
const GUIDE = 'docs/guide';

/** The user guide's pages and the README, which shows pictures only through the guide. */
function guidePages(): string[] {
  const pages = readdirSync(GUIDE)
    .filter((file) => file.endsWith('.md'))
    .map((file) => `${GUIDE}/${file}`);
  return ['README.md', ...pages];
}

/** Every image reference in the guide: `![alt](../images/…)`, as [page, alt, file name]. */
function guideImages(): [string, string, string][] {
  return guidePages().flatMap((page) =>
    [...readFileSync(page, 'utf8').matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)].map(
      (match): [string, string, string] => {
        const [, alt = '', target = ''] = match;
        const path = posix.normalize(posix.join(posix.dirname(page), target));
        expect(path, `${page}: image outside ${IMAGES}/`).toMatch(new RegExp(`^${IMAGES}/[^/]+$`));
        return [page, alt, path.slice(IMAGES.length + 1)];
      },
    ),
  );
}

const pictures = () => readdirSync(IMAGES).sort();

describe('the user guide and its pictures', () => {
  it('has the README link every guide page and the guide index link each page', () => {
    const readme = readFileSync('README.md', 'utf8');
    const index = readFileSync(`${GUIDE}/index.md`, 'utf8');
    for (const page of guidePages().filter((path) => path.startsWith(GUIDE))) {
      const file = posix.basename(page);
      if (file !== 'index.md') expect(index, `index.md links ${file}`).toContain(`](${file})`);
    }
    expect(readme).toContain('](docs/guide/index.md)');
  });

  it('references only pictures that exist, each once and with a text saying what it shows', () => {
    const referenced = guideImages();
    for (const [page, alt, file] of referenced) {
      expect(pictures(), `${page} shows ${file}`).toContain(file);
      expect(alt.length, `alt text of ${file}`).toBeGreaterThan(20);
    }
    const files = referenced.map(([, , file]) => file);
    expect(files).toEqual([...new Set(files)]);
  });

  it('shows every picture in docs/images, and the script retakes each of them', () => {
    expect(pictures()).toEqual(
      guideImages()
        .map(([, , file]) => file)
        .sort(),
    );
    const script = ['shots.ts', 'inspect-shots.ts']
      .map((file) => readFileSync(`scripts/guide-pictures/${file}`, 'utf8'))
      .join('\n');
    const taken = [...script.matchAll(/file: '([^']+)'/g)].map((match) => match[1]).sort();
    expect(taken).toEqual(pictures());
  });

  it('keeps each picture small (an 8-bit palette PNG of a 1280x800 screen)', () => {
    for (const file of pictures()) {
      expect(file).toMatch(/\.png$/);
      expect(statSync(`${IMAGES}/${file}`).size, file).toBeLessThan(150 * 1024);
    }
  });
});

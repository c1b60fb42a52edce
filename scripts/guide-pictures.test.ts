import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const IMAGES = 'docs/images';

/** Every image reference in the README: `![alt](docs/images/…)`, as [alt, file name]. */
function readmeImages(): [string, string][] {
  const readme = readFileSync('README.md', 'utf8');
  return [...readme.matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)].map((match) => {
    const [, alt = '', path = ''] = match;
    expect(path, `README image outside ${IMAGES}/`).toMatch(new RegExp(`^${IMAGES}/[^/]+$`));
    return [alt, path.slice(IMAGES.length + 1)];
  });
}

const pictures = () => readdirSync(IMAGES).sort();

describe('the user guide and its pictures', () => {
  it('references only pictures that exist, each once and with a text saying what it shows', () => {
    const referenced = readmeImages();
    for (const [alt, file] of referenced) {
      expect(pictures(), `README shows ${file}`).toContain(file);
      expect(alt.length, `alt text of ${file}`).toBeGreaterThan(20);
    }
    const files = referenced.map(([, file]) => file);
    expect(files).toEqual([...new Set(files)]);
  });

  it('shows every picture in docs/images, and the script retakes each of them', () => {
    expect(pictures()).toEqual(
      readmeImages()
        .map(([, file]) => file)
        .sort(),
    );
    const script = readFileSync('scripts/guide-pictures/shots.ts', 'utf8');
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

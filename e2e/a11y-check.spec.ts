import { seriousA11yViolations } from './axe';
import { expect, test } from './fixtures';

// A page with one problem of each kind: the check every screen test relies on must name
// exactly the serious and critical ones, and stay quiet about the minor and moderate ones.
const PAGE = `<!doctype html><html><head><title>Problems</title></head><body><div>
<button></button>
<p style="color:#aaa;background:#bbb">Low contrast</p>
<img src="data:image/png;base64,iVBORw0KGgo=">
<input type="text">
<a href="#top"></a>
<ul><div>Not a list item</div></ul>
<span tabindex="5">Jumps the tab order</span>
<h3>A heading out of order</h3>
</div></body></html>`;

test('the accessibility check names every serious problem and only those', async ({ page }) => {
  await page.setContent(PAGE);
  const found = (await seriousA11yViolations(page)).map((line) => line.split(':')[0]);
  expect(found.sort()).toEqual([
    'critical button-name',
    'critical image-alt',
    'critical label',
    'serious color-contrast',
    'serious html-has-lang',
    'serious link-name',
    'serious list',
    'serious tabindex',
  ]);
  // Checked again in the same document: axe runs again with the same answer.
  expect(await seriousA11yViolations(page)).toHaveLength(found.length);
});

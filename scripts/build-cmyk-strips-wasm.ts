/**
 * Compiles the CMYK views' WebAssembly (wasm/cmyk-strips, AssemblyScript: a Deflate inflater
 * and the rows-into-cells reduction) and writes it, base64, into
 * src/lib/cmyk/cmyk-strips-wasm.gen.ts: the view worker then has no .wasm file to fetch, and
 * the tests run the same bytes. Run it after changing the source
 * (`npx tsx scripts/build-cmyk-strips-wasm.ts`); a unit test fails while they differ.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const STRIPS_SOURCE = join(root, 'wasm/cmyk-strips');
export const STRIPS_MODULE = join(root, 'src/lib/cmyk/cmyk-strips-wasm.gen.ts');

/** The compiler's flags: no runtime (the module allocates nothing), SIMD and bulk memory. */
const FLAGS = ['-O3', '--runtime', 'stub', '--noAssert', '--enable', 'simd,bulk-memory'];

/** The part of the AssemblyScript compiler's API used here. */
interface Compiler {
  main(
    argv: string[],
    options: {
      readFile: (name: string) => string | null;
      writeFile: (name: string, contents: Uint8Array | string) => void;
      listFiles: () => string[];
      stderr: { write: (text: Uint8Array | string) => void };
    },
  ): Promise<{ error: Error | null }>;
}

/**
 * The compiler, imported by a name the type checker does not follow: its declarations
 * redeclare the standard library's globals (Array#at without undefined) for the whole program.
 */
async function loadCompiler(): Promise<Compiler> {
  const name: string = 'assemblyscript/asc';
  return ((await import(name)) as { default: Compiler }).default;
}

/** The module's WebAssembly, as the compiler makes it from the source. */
export async function compileCmykStripsWasm(): Promise<Uint8Array> {
  const asc = await loadCompiler();
  const out: { binary?: Uint8Array; errors: string } = { errors: '' };
  const run = await asc.main(['index.ts', ...FLAGS, '--outFile', 'cmyk-strips.wasm'], {
    readFile: (name) => {
      const path = join(STRIPS_SOURCE, name);
      return existsSync(path) ? readFileSync(path, 'utf8') : null;
    },
    writeFile: (name, contents) => {
      if (name === 'cmyk-strips.wasm' && typeof contents !== 'string') out.binary = contents;
    },
    listFiles: () => [],
    stderr: { write: (text) => void (out.errors += String(text)) },
  });
  if (run.error || !out.binary)
    throw new Error(`asc: ${String(run.error ?? 'no output')}\n${out.errors}`);
  return out.binary;
}

/** The TypeScript module that carries the bytes. */
export function stripsModuleText(binary: Uint8Array): string {
  const base64 = Buffer.from(binary).toString('base64');
  const lines = base64.match(/.{1,96}/g) ?? [];
  return [
    '// Written by `npx tsx scripts/build-cmyk-strips-wasm.ts` from wasm/cmyk-strips; do not edit.',
    "/** The CMYK views' WebAssembly (wasm/cmyk-strips/index.ts), base64. */",
    'export const CMYK_STRIPS_WASM_BASE64 =',
    ...lines.map((line, i) => `  '${line}'${i === lines.length - 1 ? ';' : ' +'}`),
    '',
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const binary = await compileCmykStripsWasm();
  writeFileSync(STRIPS_MODULE, stripsModuleText(binary));
  process.stdout.write(`${STRIPS_MODULE}: ${binary.length} bytes of WebAssembly\n`);
}

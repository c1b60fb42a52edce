/**
 * One benchmark in a process of its own (started by bench/run.ts): `tsx bench/run-one.ts <name>
 * <out.json>`. Its own process, so no benchmark measures the memory, heap or compiled code that
 * an earlier one left behind.
 */
import { writeFileSync } from 'node:fs';
import { benches } from './benches';

const [name, outFile] = process.argv.slice(2);
const bench = name === undefined ? undefined : benches[name];
if (!bench || !outFile) {
  process.stderr.write(`usage: run-one.ts <${Object.keys(benches).join('|')}> <out.json>\n`);
  process.exit(2);
}
writeFileSync(outFile, JSON.stringify(await bench()));
// Browsers and servers are closed by the benchmark; a stray timer must not keep the run open.
process.exit(0);

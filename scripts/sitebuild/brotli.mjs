// Brotli copies of the build's large files: Python's standard library has no Brotli encoder,
// Node's zlib has one. stdin: [[source, target, quality, text?], ...]; writes each target.
import fs from "node:fs";
import zlib from "node:zlib";

const c = zlib.constants;
const jobs = JSON.parse(fs.readFileSync(0, "utf8"));
for (const [source, target, quality, text] of jobs) {
  const data = fs.readFileSync(source);
  fs.writeFileSync(target, zlib.brotliCompressSync(data, {params: {
    [c.BROTLI_PARAM_QUALITY]: quality, [c.BROTLI_PARAM_SIZE_HINT]: data.length,
    [c.BROTLI_PARAM_MODE]: text ? c.BROTLI_MODE_TEXT : c.BROTLI_MODE_GENERIC}}));
}

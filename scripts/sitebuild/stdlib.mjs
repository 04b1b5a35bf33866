// Compiles the runtime's standard library (python_stdlib.zip, sources only as npm ships it) to
// bytecode with the bundled Pyodide itself: the interpreter otherwise compiles every module it
// imports from source at each start, most of a plain start's time.
// stdin: {module, indexURL, source (the stock zip), out (the zip to write)}.
// The output has the same entries in the same order, each `x.py` replaced by a sourceless
// `x.pyc` (unchecked-hash, PEP 552; no column tables: PYTHONNODEBUGRANGES) named after the
// module's path in the zip for tracebacks; docstrings stay (the standard library reads some).
// Entries are stored, not deflated, so the site's Brotli twin compresses the whole file.
import fs from "node:fs";
import { pathToFileURL } from "node:url";

const job = JSON.parse(fs.readFileSync(0, "utf8"));
const { loadPyodide } = await import(pathToFileURL(job.module).href);
const py = await loadPyodide({ indexURL: job.indexURL, stdout: (s) => console.error(s),
                               env: { PYTHONNODEBUGRANGES: "1" } });
py.FS.writeFile("/tmp/source.zip", fs.readFileSync(job.source));
const summary = py.runPython(`
import importlib.util, marshal, sys, zipfile

assert next(compile("x", "", "eval").co_positions())[2] is None  # no column tables
UNCHECKED_HASH = (0b01).to_bytes(4, "little")
prefix = f"/lib/python{sys.version_info.major}{sys.version_info.minor}.zip/"
modules = 0
with zipfile.ZipFile("/tmp/source.zip") as source, \\
        zipfile.ZipFile("/tmp/compiled.zip", "w", zipfile.ZIP_STORED) as out:
    for entry in source.infolist():
        data = source.read(entry)
        if entry.is_dir() or not entry.filename.endswith(".py"):
            out.writestr(zipfile.ZipInfo(entry.filename, entry.date_time), data)
            continue
        code = compile(data, prefix + entry.filename, "exec", dont_inherit=True)
        out.writestr(zipfile.ZipInfo(entry.filename + "c", entry.date_time),
                     importlib.util.MAGIC_NUMBER + UNCHECKED_HASH
                     + importlib.util.source_hash(data) + marshal.dumps(code))
        modules += 1
f"{modules} modules"
`);
fs.writeFileSync(job.out, py.FS.readFile("/tmp/compiled.zip"));
console.log(summary);

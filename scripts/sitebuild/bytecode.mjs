// Compiles Python sources to CPython bytecode with the bundled Pyodide, whose CPython version
// the host's python may not share (CPython writes only its own version's bytecode).
// stdin: {module, indexURL, out, sources: {path under site-packages: base64 source}}.
// Writes out/<path of each .pyc> and out/index.json ({source path: its .pyc path}). The .pyc
// files are unchecked-hash (PEP 552): valid whatever mtimes the unpacked wheel gets.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const job = JSON.parse(fs.readFileSync(0, "utf8"));
const { loadPyodide } = await import(pathToFileURL(job.module).href);
const py = await loadPyodide({ indexURL: job.indexURL, stdout: (s) => console.error(s) });
const site = py.runPython("import site; site.getsitepackages()[0]");
for (const [rel, data] of Object.entries(job.sources)) {
  py.FS.mkdirTree(path.posix.dirname(`${site}/${rel}`));
  py.FS.writeFile(`${site}/${rel}`, Buffer.from(data, "base64"));
}
py.globals.set("SOURCES", JSON.stringify(Object.keys(job.sources)));
const index = JSON.parse(py.runPython(`
import importlib.util, json, py_compile, site
root = site.getsitepackages()[0]
done = {}
for rel in json.loads(SOURCES):
    source = f"{root}/{rel}"
    cfile = importlib.util.cache_from_source(source)
    py_compile.compile(source, cfile=cfile, dfile=source, doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    done[rel] = cfile[len(root) + 1:]
json.dumps(done)
`));
for (const cfile of Object.values(index)) {
  fs.mkdirSync(path.dirname(path.join(job.out, cfile)), { recursive: true });
  fs.writeFileSync(path.join(job.out, cfile), py.FS.readFile(`${site}/${cfile}`));
}
fs.writeFileSync(path.join(job.out, "index.json"), JSON.stringify(index));

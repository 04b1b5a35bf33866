// Runs a Python script of this checkout inside Pyodide under Node: the WebAssembly CPython the
// players' browsers run, without a browser (bench_rules.py --pyodide).
// stdin: {module: pyodide.mjs path, indexURL, mounts: {path in Pyodide: host folder},
//         env: {name: value}, script: path in Pyodide, argv: [arguments]}.
// The script's stdout and stderr go to this process's; its exit status is this one's.
import fs from "node:fs";
import { pathToFileURL } from "node:url";

const job = JSON.parse(fs.readFileSync(0, "utf8"));
const { loadPyodide } = await import(pathToFileURL(job.module).href);
const py = await loadPyodide({ indexURL: job.indexURL, env: job.env,
                               stdout: (line) => console.log(line),
                               stderr: (line) => console.error(line) });
for (const [where, folder] of Object.entries(job.mounts)) {
  py.FS.mkdirTree(where);
  py.FS.mount(py.FS.filesystems.NODEFS, { root: folder }, where);
}
py.globals.set("SCRIPT", job.script);
py.globals.set("ARGV", py.toPy(job.argv));
const status = py.runPython(`
import runpy, sys
sys.argv = [SCRIPT, *ARGV]
try:
    runpy.run_path(SCRIPT, run_name="__main__")
    status = 0
except SystemExit as done:
    status = done.code if isinstance(done.code, int) else (done.code is not None)
status
`);
process.exitCode = status;

// Compiles Python sources to CPython bytecode with the bundled Pyodide, whose CPython version
// the host's python may not share (CPython writes only its own version's bytecode).
// stdin: {module, indexURL, out, sources: {path under site-packages: base64 source}}.
// Writes out/<path of each .pyc> and out/index.json ({source path: its .pyc path}): a
// sourceless module, `x.pyc` in place of `x.py`, which Python imports without the source.
// What makes it small (the wheel is most of what a first visit loads beyond the runtime):
// no column tables (PYTHONNODEBUGRANGES: tracebacks keep file and line, lose the ^^^ marks)
// and no docstrings (unused at run time; asserts stay, unlike -OO). The .pyc files are
// unchecked-hash (PEP 552) and name the module's .py path in site-packages (tracebacks).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const job = JSON.parse(fs.readFileSync(0, "utf8"));
const { loadPyodide } = await import(pathToFileURL(job.module).href);
const py = await loadPyodide({ indexURL: job.indexURL, stdout: (s) => console.error(s),
                               env: { PYTHONNODEBUGRANGES: "1" } });
const site = py.runPython("import site; site.getsitepackages()[0]");
for (const [rel, data] of Object.entries(job.sources)) {
  py.FS.mkdirTree(path.posix.dirname(`${site}/${rel}`));
  py.FS.writeFile(`${site}/${rel}`, Buffer.from(data, "base64"));
}
py.globals.set("SOURCES", JSON.stringify(Object.keys(job.sources)));
const index = JSON.parse(py.runPython(`
import ast, importlib.util, json, marshal, site

# PYTHONNODEBUGRANGES took effect: no column positions in the code
assert next(compile("x", "", "eval").co_positions())[2] is None
root = site.getsitepackages()[0]
UNCHECKED_HASH = (0b01).to_bytes(4, "little")  # PEP 552 flags

class _Docstrings(ast.NodeTransformer):
    def _strip(self, node):
        self.generic_visit(node)
        first = node.body[0] if node.body else None
        if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)):
            node.body = node.body[1:] or [ast.copy_location(ast.Pass(), first)]
        return node

    visit_Module = visit_ClassDef = visit_FunctionDef = visit_AsyncFunctionDef = _strip

done = {}
for rel in json.loads(SOURCES):
    source = f"{root}/{rel}"
    data = open(source, "rb").read()
    tree = _Docstrings().visit(ast.parse(data, source))
    code = compile(tree, source, "exec", dont_inherit=True)
    cfile = source + "c"
    with open(cfile, "wb") as out:
        out.write(importlib.util.MAGIC_NUMBER + UNCHECKED_HASH + importlib.util.source_hash(data)
                  + marshal.dumps(code))
    done[rel] = cfile[len(root) + 1:]
json.dumps(done)
`));
for (const cfile of Object.values(index)) {
  fs.mkdirSync(path.dirname(path.join(job.out, cfile)), { recursive: true });
  fs.writeFileSync(path.join(job.out, cfile), py.FS.readFile(`${site}/${cfile}`));
}
fs.writeFileSync(path.join(job.out, "index.json"), JSON.stringify(index));

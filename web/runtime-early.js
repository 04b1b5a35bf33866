// The runtime's two large files, asked for the moment web/runtime.js runs in the worker instead
// of when loadPyodide asks: loadPyodide can start only once the stored snapshot has been read
// (it restores one or starts plainly), and in WebKit that read alone took 0.8-2.5 s of a warm
// start (WebKitGTK's automation stores the snapshot as a typed array, a structured clone to
// read), with the wasm's download through the service worker (1.1 s) and its compile (2-6 s)
// only after it. Here the wasm is downloaded and compiled (WebAssembly.compileStreaming) and
// the standard library downloaded (and the wasm's JavaScript glue loaded) beside the lockfile and the snapshot read; the runtime's own
// requests for them are then answered from these (a fetch of the wasm gets a token the
// runtime hands straight to instantiateStreaming, which instantiates the compiled module).
// Anything unusual (no compileStreaming, a failed early compile, a second request) takes the
// runtime's own way. `steps` gets when the wasm's compile and instantiation ended (the
// benchmark's profile).

export function startEarly(runtime, steps, now) {
  const wasmUrl = runtime + "pyodide.asm.wasm";
  const early = new Map(); // URL -> a Response promise, handed out once
  const plainFetch = globalThis.fetch;
  const token = new Response(null);
  let module = null;
  if (typeof WebAssembly.compileStreaming === "function") {
    const began = now();
    module = WebAssembly.compileStreaming(plainFetch(wasmUrl));
    module.then(() => { steps.compiled = { began, ended: now() }; }, () => {});
    early.set(wasmUrl, Promise.resolve(token));
  }
  early.set(runtime + "python_stdlib.zip", plainFetch(runtime + "python_stdlib.zip"));
  import(runtime + "pyodide.asm.mjs").catch(() => {}); // its glue: the same module loadPyodide imports
  for (const answer of early.values()) answer.catch(() => {});

  globalThis.fetch = function (input, init) {
    const url = new URL(input instanceof Request ? input.url : String(input), runtime).href;
    const answer = early.get(url);
    if (answer && (!init || !init.integrity)) {
      early.delete(url);
      return answer;
    }
    return plainFetch.call(this, input, init);
  };

  const instantiateStreaming = WebAssembly.instantiateStreaming;
  const instantiate = WebAssembly.instantiate;
  timed("instantiate", instantiate);
  if (typeof instantiateStreaming !== "function") return;
  WebAssembly.instantiateStreaming = function (source, imports) {
    const result = Promise.resolve(source).then((response) => {
      if (response !== token) return instantiateStreaming.call(this, response, imports);
      return module.then(
        (compiled) => instantiate(compiled, imports).then((instance) => ({ module: compiled, instance })),
        () => instantiateStreaming.call(this, plainFetch(wasmUrl), imports));
    });
    return record("instantiateStreaming", now(), result);
  };

  function timed(name, original) {
    WebAssembly[name] = function (...args) {
      return record(name, now(), original.apply(this, args));
    };
  }

  // the runtime's own module is the longest of its calls (a tiny helper module comes first)
  function record(how, began, done) {
    done.then(() => {
      const ended = now();
      if (!steps.wasm || ended - began > steps.wasm.ended - steps.wasm.began) {
        steps.wasm = { began, ended, how };
      }
    }, () => {});
    return done;
  }
}

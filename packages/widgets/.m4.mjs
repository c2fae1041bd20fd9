import { build } from "esbuild";
import { gzipSync } from "node:zlib";
const al = { react: "./scripts/embed-aliases/react.ts", "react-dom": "preact/compat", "react/jsx-runtime": "preact/jsx-runtime", "i18next-browser-languagedetector": "./scripts/embed-aliases/language-detector.ts" };
const r = await build({ entryPoints: [process.argv[2]], bundle: true, minify: true, format: "iife", write: false, target: "es2022", jsx: "automatic", alias: al, define: { "process.env.NODE_ENV": '"production"' }, outfile: "/tmp/x.js", legalComments: "none", metafile: true });
const b = r.outputFiles[0].contents; console.log(b.length, gzipSync(b, { level: 9 }).length);
const out = Object.values(r.metafile.outputs)[0]; const by={}; for (const [f,v] of Object.entries(out.inputs)) { const m = f.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/); const k = m ? m[1] : f; by[k]=(by[k]||0)+v.bytesInOutput; }
console.log(Object.entries(by).sort((a,b)=>b[1]-a[1]).slice(0,40).map(([k,v])=>k+" "+v).join("\n"));

// Saves the boards of pzprjs's own test scripts (robx/pzprjs `test/script/GENRE.js`, the
// `failcheck` list) as today's pzprjs writes pzprv3 files, one file per board named
// `NN-VERDICT.pzprv3`: NN its place in the list, VERDICT pzprjs's failing rule (`ok` for
// a board it calls complete), judged as pzprjs's own answer test judges it (with
// `forceallcell` on). Stops if a verdict is not the one the script states.
//
// Run from a checkout of robx/pzprjs that is built (`npm install`, then `npx grunt
// default`), outside CI, which reaches no source repository:
//   node scripts/pzprjs-test-boards.js PZPRJS_DIR OUT_DIR GENRE...
// The files are bundled under crates/puzzle-sat/tests/fixtures/pzprjs-boards/ and
// judged by crates/puzzle-sat/tests/it/pzprjs_boards.rs.
"use strict";
const fs = require("fs");
const path = require("path");

const [pzprjsDir, outDir, ...genres] = process.argv.slice(2);
if (!pzprjsDir || !outDir || genres.length === 0) {
  console.error("usage: node pzprjs-test-boards.js PZPRJS_DIR OUT_DIR GENRE...");
  process.exit(2);
}
const pzpr = require(path.resolve(pzprjsDir, "dist/js/pzpr.js"));
const scripts = {};
global.ui = { debug: { addDebugData: (genre, data) => { scripts[genre] = data; } } };

for (const genre of genres) {
  require(path.resolve(pzprjsDir, "test/script", genre + ".js"));
  const dir = path.join(outDir, genre);
  fs.mkdirSync(dir, { recursive: true });
  scripts[genre].failcheck.forEach(([expected, board], index) => {
    const puzzle = new pzpr.Puzzle();
    puzzle.setConfig("forceallcell", true);
    puzzle.open(board);
    const verdict = puzzle.check(true)[0] || "ok";
    if (verdict !== (expected || "ok")) {
      throw new Error(`${genre} board ${index}: pzprjs says ${verdict}, its script ${expected}`);
    }
    const name = `${String(index).padStart(2, "0")}-${verdict}.pzprv3`;
    fs.writeFileSync(path.join(dir, name), puzzle.getFileData());
  });
  console.log(`${genre}: ${scripts[genre].failcheck.length} boards`);
}

"""`scripts/bench.py loops`: puzzle-sat against its peers on the Janko puzzles of every
kind whose encoding uses the connectivity family (the kinds of the registry with the
`connectivity` setting: Slitherlink, and Masyu and the connected-area kinds as they
come). Whole commands, one per set, timed as a whole (start-up included), median of the
runs:

* puzzle-sat: `puzzle-sat solve FILES` (the default: lazy cuts in process);
  `--connectivity elimination` beside it (the static lowering, in process);
* puzzlekit 0.3.4 (pip, OR-tools CP-SAT; scripts/requirements.txt):
  `scripts/peers/puzzlekit_peer.py FILES`, one
  Python process for the set, each answer compared with its published solution;
* clingo on our answer-set program of the kind, where scripts/peers has one (KIND.lp):
  `scripts/peers/run.py clingo --check PUZZLE_SAT FILES`, one Python process for the
  set, each answer verified by `puzzle-sat check`; a puzzle clingo does not finish within
  the time limit fails the benchmark, as a wrong answer does;
* Kissat and CaDiCaL on our static DIMACS: `puzzle-sat solve --solver kissat FILES` (a
  `dimacs` CNF, elimination, per puzzle to the solver binary, its model decoded and
  checked).

Sets per kind: `sample`, every k-th puzzle of puzzles/KIND/janko (25 by default), and
`largest`, the largest Janko puzzle of puzzles/KIND/janko*/ alone (a kind without Janko
puzzles: its other folders with answers). Each row gives the
median wall seconds and CPU seconds (user + system of the command and its children) of
the runs, and the peer's median over puzzle-sat's. A failing command (a wrong answer
included) stops the benchmark.

With --lowerings, instead: per kind and set, puzzle-sat alone under each connectivity
lowering (`--connectivity cuts`, `elimination`, `ranks`, in process): the median and
largest variables and clauses of the puzzles' CNFs (the lazy lowering's without the
cuts it adds while solving), the sum of the puzzles' solving times (`time_s`) and the
whole command's CPU seconds, medians of the runs. docs/ENCODINGS.md's table comes
from it.

  scripts/bench.py loops [--runs 3] [--sample 25] [--kinds slitherlink] [--timeout 120]
  scripts/bench.py loops --lowerings [--runs 3]
  scripts/bench.py loops --only puzzle-sat kissat   some solvers only
  scripts/bench.py loops --quick    one run of the sample of 3 (CI's smoke run)
"""
import argparse
import json
import resource
import statistics
import subprocess
import sys
import time

import bench_common
from bench_common import PEERS, PUZZLES, ROOT

sys.path.insert(0, str(PEERS))
import puzzlekit_peer  # noqa: E402


def loop_kinds():
    """The registry's kinds whose encoder has the `connectivity` setting."""
    return [record["kind"] for record in bench_common.registry()
            if any(s["name"] == "connectivity" for s in record["encoder"])]


def cells(path):
    rows, cols = bench_common.size_key(path)
    return rows * cols


def bundled(kind):
    """The kind's Janko folders, or, for a kind without Janko puzzles (Yajisan-Kazusan),
    its folders of puzzles with an answer."""
    janko = sorted((PUZZLES / kind).glob("janko*"))
    return janko or [d for d in sorted((PUZZLES / kind).iterdir()) if d.is_dir() and d.name != "unsolvable"]


def sets(kind, sample, quick):
    """(name, files) of the kind's sample and (unless quick) its largest puzzle."""
    folders = bundled(kind)
    plain = bench_common.puzzle_files(folders[0])
    every = max(1, len(plain) // sample)
    chosen = plain[::every][:sample]
    janko = [f for folder in folders for f in bench_common.puzzle_files(folder)]
    largest = max(janko, key=lambda f: (cells(f), str(f)))
    both = [(f"sample of {len(chosen)}", chosen), (f"largest ({largest.name})", [largest])]
    return both[:1] if quick else both


def commands(binary, files, timeout):
    """(solver, command) for one set."""
    names = [str(f) for f in files]
    solve = [str(binary), "solve", "--timeout", str(timeout)]
    ours = [("puzzle-sat", solve + names),
            ("puzzle-sat, elimination", solve + ["--connectivity", "elimination"] + names)]
    peers = [("puzzlekit", [sys.executable, str(PEERS / "puzzlekit_peer.py"),
                            "--timeout", str(timeout)] + names),
             ("clingo", [sys.executable, str(PEERS / "run.py"), "clingo", "--timeout", str(timeout),
                         "--check", str(binary)] + names),
             ("kissat", solve + ["--solver", "kissat"] + names),
             ("cadical", solve + ["--solver", "cadical"] + names)]
    return ours + peers


def missing(solver, kind):
    """Why a peer cannot run `kind` here, or None."""
    if solver == "puzzlekit":
        try:
            import puzzlekit  # noqa: F401
        except ImportError:
            return "pip install puzzlekit==0.3.4"
        if kind not in puzzlekit_peer.GENRES:
            return f"no puzzlekit driver for {kind} in scripts/peers/puzzlekit_peer.py"
    if solver == "clingo":
        try:
            import clingo  # noqa: F401
        except ImportError:
            return "pip install clingo"
        if not (PEERS / f"{kind}.lp").exists():
            return f"no answer-set program for {kind} in scripts/peers"
    if solver in ("kissat", "cadical"):
        return bench_common.solver_missing(solver, ("puzzle-sat", ["--solver", solver]))
    return None


def unfinished(outputs):
    """The puzzles that scripts/peers/run.py reported unknown (its time limit reached) in
    its `outputs`."""
    reports = (json.loads(line) for out in outputs for line in out.splitlines() if line.strip())
    return [r["source"] for r in reports if r["status"] == "unknown"]


def timed(cmd, out=None, unknown_ok=False):
    """(wall seconds, CPU seconds of the children) of one run, the standard output put
    in `out` (a list) when given; exits on failure (with `unknown_ok`, puzzle-sat's exit
    status 30, a time limit reached, is no failure)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    run = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if run.returncode != 0 and not (unknown_ok and run.returncode == 30):
        sys.exit(f"bench.py loops: {' '.join(cmd[:4])} ... failed ({run.returncode}):\n"
                 f"{run.stderr[-2000:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if out is not None:
        out.append(run.stdout)
    return wall, cpu


LOWERINGS = ["cuts", "elimination", "ranks"]


def lowerings(args, kinds):
    """The table of --lowerings."""
    lines = ["| kind | set | lowering | variables (median, max) | clauses (median, max) "
             "| solving s (sum of time_s) | CPU s (command) |", "|---|---|---|---|---|---|---|"]
    print("\n".join(lines), flush=True)
    for kind in kinds:
        for name, files in sets(kind, args.sample, args.quick):
            for lowering in LOWERINGS:
                cmd = [args.bin, "solve", "-f", "json", "--timeout", str(args.timeout),
                       "--connectivity", lowering] + [str(f) for f in files]
                outputs = []
                runs = [timed(cmd, outputs, unknown_ok=True) for _ in range(args.runs)]
                reports = [[json.loads(l) for l in out.splitlines() if l.strip()] for out in outputs]
                unknown = sum(r["status"] == "unknown" for r in reports[0])
                if unknown:
                    line = (f"| {kind} | {name} | {lowering} | | | {unknown} not solved within "
                            f"{args.timeout:g} s | |")
                    lines.append(line)
                    print(line, flush=True)
                    continue
                first = reports[0]
                sizes = lambda key, first=first: [r[key] for r in first]
                spread = lambda v: f"{statistics.median(v):,.0f}, {max(v):,}"
                solving = statistics.median(sum(r["time_s"] for r in rep) for rep in reports)
                cpu = statistics.median(r[1] for r in runs)
                line = (f"| {kind} | {name} | {lowering} | {spread(sizes('variables'))} | "
                        f"{spread(sizes('clauses'))} | {solving:.3f} | {cpu:.3f} |")
                lines.append(line)
                print(line, flush=True)
    return lines


def main(argv):
    parser = argparse.ArgumentParser(prog="bench.py loops", description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--sample", type=int, default=25)
    parser.add_argument("--timeout", type=float, default=120.0)
    parser.add_argument("--kinds", nargs="*")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--lowerings", action="store_true")
    parser.add_argument("--only", nargs="*", help="run these solvers only (by the table's names)")
    parser.add_argument("--bin", default=str(bench_common.BIN),
                        help="the puzzle-sat binary (default: the build bench.py times, `dist`)")
    args = parser.parse_args(argv)
    if args.quick:
        args.runs, args.sample = 1, 3
    bench_common.kissat_from_pip()
    kinds = args.kinds or loop_kinds()
    if args.lowerings:
        write(lowerings(args, kinds), "loop-lowerings.md", argv)
        return
    lines = ["| kind | set | solver | wall s (median) | CPU s (median) | wall : puzzle-sat | CPU : puzzle-sat |",
             "|---|---|---|---|---|---|---|"]
    print("\n".join(lines), flush=True)
    for kind in kinds:
        for name, files in sets(kind, args.sample, args.quick):
            ours = None
            for solver, cmd in commands(args.bin, files, args.timeout):
                if args.only and solver not in args.only:
                    continue
                why = missing(solver, kind)
                if why:
                    print(f"| {kind} | {name} | {solver} | skipped: {why} | | | |", flush=True)
                    continue
                outputs = []
                runs = [timed(cmd, outputs) for _ in range(args.runs)]
                late = unfinished(outputs) if solver == "clingo" else []
                if late:
                    sys.exit(f"bench.py loops: clingo did not finish {late[0]} within {args.timeout:g} s")
                wall = statistics.median(r[0] for r in runs)
                cpu = statistics.median(r[1] for r in runs)
                ours = ours or (wall, cpu)
                line = (f"| {kind} | {name} | {solver} | {wall:.3f} | {cpu:.3f} | "
                        f"{wall / ours[0]:.1f} | {cpu / max(ours[1], 1e-3):.1f} |")
                lines.append(line)
                print(line, flush=True)
    write(lines, "loops.md", argv)


def write(lines, name, argv):
    out = ROOT / "target" / "bench" / name
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines) + "\n")
    print(f"\n(written to {out.relative_to(ROOT)}; command: scripts/bench.py loops {' '.join(argv)})")

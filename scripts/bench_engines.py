"""`scripts/bench.py engines`: where each kind's line between the in-process solvers lies.

`--solver auto` gives a one-shot solve to the small CDCL solver, varisat or CaDiCaL by
the CNF's clause count, at lines each kind states in its solving hints
(`puzzle_cnf::SolvingHints`). This measures, per kind, every bundled puzzle of at least
--from clauses (up to --per puzzles per size band, spread over the band) with `solve
--solver small`, `--solver varisat` and `--solver cadical-lib`, one process at a time,
and prints per band the median CPU seconds (user + system of the process: on a machine
shared with other work, CPU time moves less than wall time) and the fastest engine,
then the auto choice's own time on the same puzzles. A band where the fastest engine is
not the one the kind's hints pick is marked.

Options: --kinds K,K (default: every kind), --from N (default 2000), --per N (default
4), --runs N (default 3), --timeout T (default 60), --quick.
"""
import argparse
import json
import resource
import statistics
import subprocess
import sys
import time

import bench_common

ENGINES = ["small", "varisat", "cadical-lib"]
BANDS = [2_000, 5_000, 10_000, 15_000, 25_000, 50_000, 100_000, 250_000, 1_000_000, 10**12]
QUICK_FILES = ["shakashaka/papers/shakashaka-32x32-tiled.txt", "kakuro/janko/kakuro_janko_001_10x12.txt"]


def measured(path, solver, runs, timeout):
    """Median CPU seconds (user + system) of `solve --solver SOLVER` over `runs` runs (the
    time limit when a run hits it), and the clauses of the CNF solved."""
    times, clauses = [], None
    for _ in range(runs):
        cmd = [str(bench_common.BIN), "solve", "-f", "json", "-t", f"{timeout:g}", "--solver", solver, str(path)]
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        proc = subprocess.run(cmd, capture_output=True, text=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if proc.returncode not in (0, 20, 30):
            sys.exit(f"bench engines: {' '.join(cmd)}: exit {proc.returncode}: {proc.stderr.strip()}")
        record = json.loads(proc.stdout.splitlines()[-1])
        clauses = record.get("clauses")
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        if record["status"] == "unknown":
            return timeout, clauses  # a run that hits the limit is not repeated
        times.append(cpu)
    return statistics.median(times), clauses


def band_of(clauses):
    return next(i for i, upper in enumerate(BANDS[1:]) if clauses < upper)


def spread(files, per):
    """At most `per` files, evenly spread over the list (sorted by clauses)."""
    if len(files) <= per:
        return files
    step = (len(files) - 1) / (per - 1) if per > 1 else 0
    return [files[round(i * step)] for i in range(per)]


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kinds", help="comma-separated (default: every kind of the registry)")
    parser.add_argument("--from", dest="least", type=int, default=2000, metavar="N")
    parser.add_argument("--per", type=int, default=4, metavar="N")
    parser.add_argument("--runs", type=int, default=3, metavar="N")
    parser.add_argument("--timeout", type=float, default=60, metavar="T")
    parser.add_argument("--quick", action="store_true", help="two puzzles, one run")
    args = parser.parse_args(argv)
    bench_common.build()
    kinds = args.kinds.split(",") if args.kinds else bench_common.kinds()
    if args.quick:
        chosen = {kind: [bench_common.PUZZLES / f for f in QUICK_FILES if f.startswith(kind + "/")] for kind in kinds}
        args.runs, args.least = 1, 0
    else:
        chosen = {kind: [f for _, _, files in bench_common.discover([kind]) for f in files if f.suffix == ".txt"]
                  for kind in kinds}
    print(f"Engines {time.strftime('%Y-%m-%d %H:%M')} UTC, {bench_common.machine()}: "
          f"`scripts/bench.py engines --kinds {','.join(kinds)} --from {args.least} --per {args.per} "
          f"--runs {args.runs} --timeout {args.timeout:g}`\n")
    print("| kind | clauses | puzzles | " + " | ".join(ENGINES) + " | fastest | auto |")
    print("|---|---|---|" + "---|" * len(ENGINES) + "---|---|")
    for kind in kinds:
        sized = {}
        for path in dict.fromkeys(chosen[kind]):
            _, clauses = measured(path, "auto", 1, args.timeout)
            if clauses is not None and clauses >= args.least:
                sized[path] = clauses
        bands = {}
        for path, clauses in sorted(sized.items(), key=lambda item: item[1]):
            bands.setdefault(band_of(clauses), []).append(path)
        for _, files in sorted(bands.items()):
            files = spread(files, args.per)
            totals = {e: sum(measured(f, e, args.runs, args.timeout)[0] for f in files) for e in ENGINES}
            auto = sum(measured(f, "auto", args.runs, args.timeout)[0] for f in files)
            fastest = min(totals, key=totals.get)
            clauses = sorted(sized[f] for f in files)
            label = f"{clauses[0]:,}-{clauses[-1]:,}"
            cells = " | ".join(f"{totals[e]:.3f}" for e in ENGINES)
            print(f"| {kind} | {label} | {len(files)} | {cells} | {fastest} | {auto:.3f} |", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])

"""`scripts/bench.py connect`: the connectivity lowerings of puzzle-cnf (`connect`)
against each other on generated grids: variables, clauses, encoding and solving time
(CaDiCaL in process; the lazy lowering incrementally, with its number of solves). One
process per measurement: crates/puzzle-cnf/examples/connect_bench.rs, whose
documentation describes the families. Every final model is checked there.

Writes a Markdown table to target/bench/connect.md (one row per family, size and
lowering; the figures of each seed separated by " / ").

Options: --sizes LIST (default 10,20,40), --seeds N (default 3), --timeout SECONDS
(default 20), --quick (10x10, one seed, 2 s per run: the smoke run).
"""
import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

import bench_common

FAMILIES = ["shade", "loop", "cycle"]
LOWERINGS = ["ranks", "elimination", "cuts"]
TARGET = Path(os.environ.get("CARGO_TARGET_DIR", bench_common.ROOT / "target"))
EXAMPLE = TARGET / bench_common.BUILD_TARGET / "release" / "examples" / "connect_bench"
HEADER = ["| family | n | lowering | variables | clauses | encode ms | solve ms | solves | result |",
          "|---|---|---|---|---|---|---|---|---|"]


def measure(family, n, lowering, seed, timeout):
    """One run: the example's tab-separated fields, or a timeout row when the process
    itself overran (the solver's own limit normally stops it first)."""
    command = [str(EXAMPLE), family, str(n), lowering, str(seed), str(timeout)]
    try:
        out = subprocess.run(command, capture_output=True, text=True, timeout=timeout + 30, check=True)
    except subprocess.TimeoutExpired:
        return None
    return out.stdout.split("\t")[3:]


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="10,20,40")
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=20)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args(argv)
    sizes = [10] if args.quick else [int(s) for s in args.sizes.split(",")]
    seeds = range(1, 2 if args.quick else args.seeds + 1)
    if args.quick:
        args.timeout = min(args.timeout, 2)
    bench_common.build_as_tests()
    lines = [f"Connectivity lowerings, {time.strftime('%Y-%m-%d %H:%M', time.gmtime())} UTC, "
             f"{bench_common.machine()}, seeds {seeds.start}..{seeds.stop - 1}, "
             f"{args.timeout:g} s per run", ""] + HEADER
    print("\n".join(lines), flush=True)
    for family in FAMILIES:
        for n in sizes:
            # A Hamiltonian cycle has no random draw: one seed says everything.
            family_seeds = seeds[:1] if family == "cycle" else seeds
            for lowering in LOWERINGS:
                runs = [measure(family, n, lowering, seed, args.timeout) for seed in family_seeds]
                runs = [r if r else ["-", "-", "-", f"{args.timeout * 1000:.0f}", "-", "timeout\n"] for r in runs]
                column = lambda i, runs=runs: " / ".join(r[i].strip() for r in runs)
                lines.append(f"| {family} | {n} | {lowering} | {column(0)} | {column(1)} | {column(2)} | "
                             f"{column(3)} | {column(4)} | {column(5)} |")
                print(lines[-1], flush=True)
    out = TARGET / "bench" / "connect.md"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines) + "\n")
    print(f"\nwritten to {out}", file=sys.stderr)

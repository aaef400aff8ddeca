#!/usr/bin/env python3
"""Nurikabe's island encodings side by side (`--islands distance` and `connected`): per
puzzle the CNF's variables and clauses (`puzzle-sat dimacs`) and the CPU seconds of
`puzzle-sat solve` (median of --runs), checked against the published solution.

  scripts/bench_islands.py [--every N] [--runs N] [--timeout S] [FILE ...]

Without files: every N-th bundled puzzle of puzzles/nurikabe/janko (by name) and its
largest. Prints a Markdown table for docs/ENCODINGS.md.
"""
import argparse
import resource
import statistics
import subprocess
import time
from pathlib import Path

import bench_common
from bench_common import ROOT

ENCODINGS = ["distance", "connected"]


def cpu_of(cmd, timeout):
    """CPU seconds of the command (children's user + system), its exit status and output."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        code, out = done.returncode, done.stdout
    except subprocess.TimeoutExpired:
        code, out = None, ""
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, code, out


def size(path, islands):
    cmd = [bench_common.BIN, "dimacs", "--islands", islands, path]
    out = subprocess.run(cmd, capture_output=True, text=True).stdout
    header = next(line for line in out.splitlines() if line.startswith("p cnf"))
    return tuple(int(x) for x in header.split()[2:4])


def row(path, runs, timeout):
    solution = Path(str(path).replace(".txt", ".solution.txt")).read_text()
    cells = [Path(path).name]
    for islands in ENCODINGS:
        variables, clauses = size(path, islands)
        times = []
        for _ in range(runs):
            cpu, code, out = cpu_of([bench_common.BIN, "solve", "--islands", islands, path], timeout)
            if code is None:
                times.append(None)
                break
            assert code == 0 and out == solution, f"{path} {islands}: wrong answer"
            times.append(cpu)
        shown = "timeout" if None in times else f"{statistics.median(times):.2f}"
        cells += [f"{variables:,}", f"{clauses:,}", shown]
    return "| " + " | ".join(cells) + " |"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--every", type=int, default=100)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    bench_common.build()
    files = args.files
    if not files:
        bundled = sorted(p for p in (ROOT / "puzzles/nurikabe/janko").glob("*.txt") if ".solution." not in p.name)
        largest = max(bundled, key=lambda p: (p.stat().st_size, p.name))
        files = [str(p) for p in bundled[:: args.every]] + [str(largest)]
    print(f"Measured {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, median of {args.runs} runs, CPU seconds.")
    print()
    print("| puzzle | distance vars | clauses | s | connected vars | clauses | s |")
    print("|---|---|---|---|---|---|---|")
    for path in files:
        print(row(path, args.runs, args.timeout), flush=True)


if __name__ == "__main__":
    main()

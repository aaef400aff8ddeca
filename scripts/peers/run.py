#!/usr/bin/env python3
"""Runs one peer solver over puzzle files and prints one JSON line per puzzle:
{"source", "status", "time_s"} (time in-process: model building and solving, Python
start-up and file reading left out, which favours the peer).

Usage: run.py clingo|cpsat|z3 [--timeout S] [--check PUZZLE_SAT] [--skip N] FILE...

Before each puzzle a line {"source", "status": "started"} is printed, so that a caller
can tell which puzzle a peer is stuck on (clingo cannot be stopped while it grounds)
and restart it after that puzzle with --skip.

With --check every answer is written in our JSON answer format and verified by
`puzzle-sat check` (after timing): a wrong peer model stops the run with exit 1 instead
of being timed. A puzzle the peer does not model (a Sudoku variant, Kakurasu for clingo
without kakurasu.lp, anything but Kakuro for z3) gets status "skipped".
"""
import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import puzzles  # noqa: E402


def solver_for(peer):
    """A function (puzzle, timeout) -> (status, grid, seconds), or None when skipped."""
    if peer == "clingo":
        import clingo_peer
        programs = {}

        def run(p, timeout):
            if p["kind"] not in programs:
                programs[p["kind"]] = clingo_peer.program(p["kind"])
            if programs[p["kind"]] is None or p.get("variants"):
                return None
            return clingo_peer.solve(p, timeout, programs[p["kind"]] + "\n" + clingo_peer.facts(p))
        return run
    module = __import__({"cpsat": "cpsat", "z3": "z3_kakuro"}[peer])

    def timed(p, timeout):
        if p.get("variants") or (peer == "z3" and p["kind"] != "kakuro"):
            return None
        start = time.perf_counter()
        status, grid = module.solve(p, timeout)
        return status, grid, time.perf_counter() - start
    return timed


def check(binary, puzzle, grid, folder):
    """Runs `puzzle-sat check` on the answer; returns its message when it fails."""
    source = puzzle["source"]
    if ".lines:" in source:
        path = Path(folder) / "puzzle.txt"
        path.write_text(puzzles.native_text(puzzle))
        source = str(path)
    answer = Path(folder) / "answer.json"
    answer.write_text(json.dumps({"kind": puzzle["kind"], "status": "sat", "grid": grid}, ensure_ascii=False))
    proc = subprocess.run([binary, "check", source, str(answer)], capture_output=True, text=True)
    return None if proc.returncode == 0 else (proc.stderr or proc.stdout).strip()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("peer", choices=["clingo", "cpsat", "z3"])
    parser.add_argument("--timeout", type=float)
    parser.add_argument("--check", metavar="PUZZLE_SAT")
    parser.add_argument("--skip", type=int, default=0, help="leave out the first N puzzles")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    solve = solver_for(args.peer)
    every = (puzzle for path in args.files for puzzle in puzzles.read(path))
    with tempfile.TemporaryDirectory() as folder:
        for index, puzzle in enumerate(every):
            if index < args.skip:
                continue
            print(json.dumps({"source": puzzle["source"], "status": "started"}), flush=True)
            result = solve(puzzle, args.timeout)
            if result is None:
                print(json.dumps({"source": puzzle["source"], "status": "skipped"}), flush=True)
                continue
            status, grid, seconds = result
            if args.check and status == "sat":
                problem = check(args.check, puzzle, grid, folder)
                if problem:
                    sys.exit(f"{args.peer}: wrong answer for {puzzle['source']}: {problem}")
            print(json.dumps({"source": puzzle["source"], "status": status, "time_s": seconds,
                              "checked": bool(args.check)}), flush=True)

if __name__ == "__main__":
    main()

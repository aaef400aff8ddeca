"""A Galaxies peer in clingo (ASP), for the speed record: neither cspuz_core nor puzzlekit
solves Galaxies. Reads puzzle-sat's native Galaxies files (docs/FORMATS.md), solves each
and proves it unique (a second model is looked for), and prints one JSON line per
puzzle: its file, `unique`, `several` or `none`, and the CPU seconds of this process for
grounding and solving it.

    python3 scripts/peers/galaxies_clingo.py puzzles/galaxies/janko/*[0-9].txt

The model: each cell takes one dot whose mirror image of the cell is on the grid, a cell
and its image take the same dot, a dot's own cells (its cell, the two beside its edge or
the four around its corner) take it, and every cell of a dot is reached from the dot's
first own cell through cells of the dot.
"""
import json
import sys
import time
from pathlib import Path

import clingo

MODEL = """
cand(K,R,C) :- centre(K,Y,X), cell(R,C), cell(Y-R,X-C).
1 { in(K,R,C) : cand(K,R,C) } 1 :- cell(R,C).
:- in(K,R,C), centre(K,Y,X), not in(K,Y-R,X-C).
own(K,R,C) :- centre(K,Y,X), R = Y/2..(Y+1)/2, C = X/2..(X+1)/2.
:- own(K,R,C), not in(K,R,C).
adj(R,C,R+1,C) :- cell(R,C), cell(R+1,C).
adj(R,C,R,C+1) :- cell(R,C), cell(R,C+1).
adj(A,B,R,C) :- adj(R,C,A,B).
reach(K,Y/2,X/2) :- centre(K,Y,X).
reach(K,R2,C2) :- reach(K,R,C), adj(R,C,R2,C2), in(K,R2,C2).
:- in(K,R,C), not reach(K,R,C).
#show in/3.
"""


def facts(path):
    """The cells and dots of a native Galaxies file, as ASP facts."""
    text = Path(path).read_text(encoding="utf-8")
    lines = text.split("grid:\n", 1)[1].split("\n")
    drawing = [line.rstrip() for line in lines if line.strip()]
    rows, cols = (len(drawing) - 1) // 2, (len(drawing[0]) - 1) // 2
    out = [f"cell({r},{c})." for r in range(rows) for c in range(cols)]
    dots = [(i - 1, j - 1) for i, line in enumerate(drawing) for j, ch in enumerate(line) if ch in "o*"]
    out += [f"centre({k},{y},{x})." for k, (y, x) in enumerate(dots)]
    return "\n".join(out)


def solve(path):
    start = time.process_time()
    control = clingo.Control(["--models=2"])
    control.add("base", [], MODEL + facts(path))
    control.ground([("base", [])])
    models = 0
    with control.solve(yield_=True) as handle:
        for _ in handle:
            models += 1
    verdict = {0: "none", 1: "unique"}.get(models, "several")
    return {"file": path, "status": verdict, "cpu_s": round(time.process_time() - start, 4)}


if __name__ == "__main__":
    for path in sys.argv[1:]:
        print(json.dumps(solve(path)), flush=True)

"""The Numberlink peer: an answer-set program for clingo, written for the benchmark
because neither cspuz_core nor puzzlekit solves Numberlink.

The model: a choice of links between orthogonal neighbours; a numbered cell has one
link, any other cell none or two (two under Janko's rule, `cells: all`). Labels are
derived, not chosen: a numbered cell has its number, and a label crosses every drawn
link. Answer sets are least models, so a label reaches exactly the cells joined to a
number; then "a used cell has a label" rules out stray loops, and "a numbered cell has
no other label" rules out lines between different numbers. The unknown number `?` is an
end whose label may be any (chosen). Answer sets are the drawings one to one, so asking
for two answers proves uniqueness.

Usage: python3 numberlink_clingo.py FILE... ; per puzzle one JSON line with its source,
`status` (unique, not unique, no answer) and the process's CPU seconds for it.
"""
import json
import re
import sys
import time

import clingo

PROGRAM = """
#defined number/3.
#defined unknown/2.
#defined every/0.
cell(R,C) :- R = 1..H, C = 1..W, size(H,W).
adj(R,C,R,C+1) :- cell(R,C), cell(R,C+1).
adj(R,C,R+1,C) :- cell(R,C), cell(R+1,C).
{ link(R,C,S,D) } :- adj(R,C,S,D).
nb(R,C,S,D) :- link(R,C,S,D).
nb(S,D,R,C) :- link(R,C,S,D).
end(R,C) :- number(R,C,_).
end(R,C) :- unknown(R,C).
:- end(R,C), #count { S,D : nb(R,C,S,D) } != 1.
:- cell(R,C), not end(R,C), #count { S,D : nb(R,C,S,D) } = K, K != 0, K != 2.
:- every, cell(R,C), not end(R,C), not nb(R,C,_,_).
label(N) :- number(_,_,N).
label(-1-R*1000-C) :- unknown(R,C).
1 { any(R,C,N) : label(N) } 1 :- unknown(R,C).
has(R,C,N) :- number(R,C,N).
has(R,C,N) :- any(R,C,N).
has(S,D,N) :- has(R,C,N), nb(R,C,S,D).
labelled(R,C) :- has(R,C,_).
:- nb(R,C,_,_), not labelled(R,C).
:- has(R,C,N), has(R,C,M), N < M.
#show link/4.
"""


def read(path):
    """(rows of tokens, every cell used) of a native Numberlink file."""
    rows, every, in_grid = [], False, False
    for line in open(path, encoding="utf-8"):
        key = re.match(r"^([a-z][a-z-]*):\s*(.*)$", line)
        if key:
            in_grid = key.group(1) == "grid"
            every = every or (key.group(1) == "cells" and key.group(2).strip() == "all")
        elif in_grid and line.strip():
            rows.append(line.split())
    return rows, every


def facts(rows, every):
    out = [f"size({len(rows)},{len(rows[0])})."] + (["every."] if every else [])
    for r, row in enumerate(rows, 1):
        for c, token in enumerate(row, 1):
            if token == "?":
                out.append(f"unknown({r},{c}).")
            elif token != ".":
                out.append(f"number({r},{c},{int(token)}).")
    return "\n".join(out)


def solve(path):
    start = time.process_time()
    control = clingo.Control(["--models=2"])
    control.add("base", [], PROGRAM + facts(*read(path)))
    control.ground([("base", [])])
    models = 0
    with control.solve(yield_=True) as handle:
        for _ in handle:
            models += 1
    status = {0: "no answer", 1: "unique"}.get(models, "not unique")
    return {"source": path, "status": status, "cpu": round(time.process_time() - start, 4)}


if __name__ == "__main__":
    for path in sys.argv[1:]:
        print(json.dumps(solve(path)), flush=True)

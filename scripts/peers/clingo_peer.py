"""clingo on the answer-set programs in this folder: the puzzle becomes facts, clingo
grounds and solves (first model), and the model's atoms become our answer grid.
For Kakurasu, `kakurasu.lp` reads the facts `size(R,C)`, `clue_row(I,K)`, `clue_col(J,K)`
and shows `black(R,C)`, 1-based."""
import time
from pathlib import Path

import clingo

import puzzles

HERE = Path(__file__).resolve().parent


def program(kind):
    """The answer-set program of `kind`, or None when it has none here (its puzzles are
    then skipped)."""
    path = HERE / f"{kind}.lp"
    return path.read_text() if kind in FACTS and path.exists() else None


def sudoku_facts(p):
    out = [f"size({p['n']}).", f"box({p['box'][0]},{p['box'][1]})."]
    out += [f"given({r + 1},{c + 1},{v})." for r, row in enumerate(p["cells"]) for c, v in enumerate(row) if v]
    for i, (total, cage) in enumerate(p.get("cages", [])):
        out.append(f"cage({i},{total}).")
        out += [f"in_cage({i},{r + 1},{c + 1})." for r, c in cage]
    return out


def kakuro_facts(p):
    out = [f"white({r + 1},{c + 1})." for r, row in enumerate(p["cells"]) for c, v in enumerate(row) if v == 0]
    for i, (total, run) in enumerate(p["runs"]):
        out.append(f"run({i},{total}).")
        out += [f"in_run({i},{r + 1},{c + 1})." for r, c in run]
    return out


def kakurasu_facts(p):
    out = [f"size({len(p['rows'])},{len(p['cols'])})."]
    out += [f"clue_row({i + 1},{k})." for i, k in enumerate(p["rows"]) if k is not None]
    out += [f"clue_col({j + 1},{k})." for j, k in enumerate(p["cols"]) if k is not None]
    return out


def shakashaka_facts(p):
    cells = p["cells"]
    out = [f"size({len(cells)},{len(cells[0])})."]
    for r, row in enumerate(cells):
        for c, v in enumerate(row):
            if v is not None:
                out.append(f"black({r + 1},{c + 1}).")
                if v >= 0:
                    out.append(f"number({r + 1},{c + 1},{v}).")
    return out


def nurikabe_facts(p):
    cells = p["cells"]
    out = [f"size({len(cells)},{len(cells[0])})."]
    out += [f"number({r + 1},{c + 1},{v})." for r, row in enumerate(cells) for c, v in enumerate(row) if v]
    return out


def sudoku_grid(p, args):
    cells = [[str(v) if v else "" for v in row] for row in p["cells"]]
    for r, c, v in args:
        cells[r - 1][c - 1] = str(v)
    return cells


def kakuro_grid(p, args):
    digit = {(r - 1, c - 1): d for r, c, d in args}
    return puzzles.kakuro_grid(p, lambda r, c: digit[r, c])


def kakurasu_grid(p, args):
    black = {(r - 1, c - 1) for r, c in args}
    return [["#" if (i, j) in black else "." for j in range(len(p["cols"]))] for i in range(len(p["rows"]))]


def shakashaka_grid(p, args):
    state = {(r - 1, c - 1): s for r, c, s in args}
    return puzzles.shakashaka_grid(p, lambda r, c: state[r, c])


def nurikabe_grid(p, args):
    shaded = {(r - 1, c - 1) for r, c in args}
    return [["#" if (r, c) in shaded else "." if v is None else str(v) for c, v in enumerate(row)]
            for r, row in enumerate(p["cells"])]


# The kinds modelled here: facts from a puzzle, and our answer grid from the shown atoms.
FACTS = {"sudoku": sudoku_facts, "killer": sudoku_facts, "kakuro": kakuro_facts,
         "kakurasu": kakurasu_facts, "shakashaka": shakashaka_facts, "nurikabe": nurikabe_facts}
GRIDS = {"sudoku": sudoku_grid, "killer": sudoku_grid, "kakuro": kakuro_grid,
         "kakurasu": kakurasu_grid, "shakashaka": shakashaka_grid, "nurikabe": nurikabe_grid}


def facts(p):
    return "\n".join(FACTS[p["kind"]](p))


def grid(p, atoms):
    return GRIDS[p["kind"]](p, [tuple(a.number for a in s.arguments) for s in atoms])


def solve(p, timeout, text):
    """(status, grid or None, seconds): grounding and solving, the facts already built."""
    start = time.perf_counter()
    ctl = clingo.Control(["--models=1", "--warn=none"])
    ctl.add("base", [], text)
    ctl.ground([("base", [])])
    found = []
    with ctl.solve(yield_=False, async_=True,
                   on_model=lambda m: found.append(m.symbols(shown=True))) as handle:
        finished = handle.wait(timeout if timeout else None)
        if not finished:
            handle.cancel()
            return "unknown", None, time.perf_counter() - start
        result = handle.get()
    seconds = time.perf_counter() - start
    if result.satisfiable:
        return "sat", grid(p, found[0]), seconds
    return ("unsat" if result.unsatisfiable else "unknown"), None, seconds
